// The transaction record list: date range and trade type filters over the virtualized rows.
import type { TransactionRecord } from '@merchant-h5/sdk';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { RECORD_ROW_HEIGHT } from '../../../components/RecordRow/RecordRow';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useMirrorHref } from '../../../lib/useMirrorHref';
import { useSearchValues } from '../../../lib/useSearchValues';
import { transactionFilter, useTransactionRecordsInfiniteQuery } from '../api/transactionRecords';
import { tradeTypeOptions } from '../lib/tradeTypes';
import { DateRangeFilter } from './DateRangeFilter';
import { RangeSummary } from './RangeSummary';
import { TradeTypeChips } from './TradeTypeChips';
import { TransactionRow } from './TransactionRow';

const rowKey = (t: TransactionRecord) => t.uuid;
const renderRow = (t: TransactionRecord) => <TransactionRow record={t} />;

export function TransactionList() {
  const [values, update] = useSearchValues(['startDate', 'endDate', 'tradeType']);
  const filter = transactionFilter(values);
  const { tradeType } = filter;
  const range = { startDate: filter.startDate, endDate: filter.endDate };
  const query = useTransactionRecordsInfiniteQuery(filter);
  const source = useListSource(query);
  const firstPage = query.data?.pages[0];
  const toScreen = useMirrorHref();
  const rowHref = (t: TransactionRecord) =>
    toScreen(
      paths.records.transactionDetail,
      href(paths.records.transactionDetail, { uuid: t.uuid, tranDt: t.tranDt, type: t.tradeType }),
    );

  return (
    <ListScreen
      label="交易记录"
      source={source}
      rowKey={rowKey}
      renderRow={renderRow}
      rowHref={rowHref}
      rowHeight={RECORD_ROW_HEIGHT}
      header={
        <>
          <DateRangeFilter value={range} onChange={update} />
          <TradeTypeChips
            types={tradeTypeOptions(firstPage?.tradeTypes)}
            value={tradeType}
            onChange={(code) => update({ tradeType: code })}
          />
          {firstPage?.summary ? <RangeSummary {...firstPage.summary} /> : null}
        </>
      }
    />
  );
}

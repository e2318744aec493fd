// The transaction record list: today's takings first, then the date range, trade type and search
// filters over the virtualized rows, grouped by day under each day's subtotal.
import { useCallback, useMemo } from 'react';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { RECORD_ROW_HEIGHT } from '../../../components/RecordRow/RecordRow';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useMirrorHref } from '../../../lib/useMirrorHref';
import { useSearchValues } from '../../../lib/useSearchValues';
import { TRANSACTION_FILTER_KEYS, transactionFilter } from '../api/calls';
import { useTransactionRecordsInfiniteQuery } from '../api/transactionRecords';
import { groupByDay } from '../lib/groupByDay';
import type { TransactionEntry } from '../lib/groupByDay';
import { tradeTypeOptions } from '../lib/tradeTypes';
import { DAY_HEADER_HEIGHT, DayHeader } from './DayHeader';
import { DateRangeFilter } from './DateRangeFilter';
import { RangeSummary } from './RangeSummary';
import { RecordSearch } from './RecordSearch';
import { TodayTakings } from './TodayTakings';
import { TradeTypeChips } from './TradeTypeChips';
import { TransactionRow } from './TransactionRow';

const rowKey = (e: TransactionEntry) => (e.kind === 'day' ? `day-${e.date}` : e.record.uuid);
const rowHeight = (e: TransactionEntry) => (e.kind === 'day' ? DAY_HEADER_HEIGHT : RECORD_ROW_HEIGHT);
const renderRow = (e: TransactionEntry) =>
  e.kind === 'day' ? <DayHeader date={e.date} subtotal={e.subtotal} /> : <TransactionRow record={e.record} />;

export function TransactionList() {
  const [values, update] = useSearchValues(TRANSACTION_FILTER_KEYS);
  const filter = transactionFilter(values);
  const { tradeType, keyword, startDate, endDate } = filter;
  const query = useTransactionRecordsInfiniteQuery(filter);
  const records = useListSource(query);
  const entries = useMemo(() => groupByDay(query.data?.pages ?? []), [query.data]);
  const source = useMemo(
    () => ({ ...records, items: entries, loadedCount: records.items.length }),
    [records, entries],
  );
  const firstPage = query.data?.pages[0];
  const search = useCallback((k: string) => update({ keyword: k }), [update]);
  const toScreen = useMirrorHref();
  const rowHref = (e: TransactionEntry) =>
    e.kind === 'day'
      ? undefined
      : toScreen(
          paths.records.transactionDetail,
          href(paths.records.transactionDetail, {
            uuid: e.record.uuid,
            tranDt: e.record.tranDt,
            type: e.record.tradeType,
          }),
        );

  // The header is the same element while the merchant scrolls: a next page re-renders the rows, not
  // the filters and summaries above them. The two summaries fold away once the rows are scrolled, the
  // filters stay. (Today's takings only waits on a fetch while it has no
  // figure of its own.)
  const todayLoading = query.isFetching && !firstPage?.today;
  const failed = !!query.error;
  const firstLoading = query.isLoading;
  const header = useMemo(
    () => (
      <>
        <div data-fold="">
          <TodayTakings today={firstPage?.today} isLoading={todayLoading} failed={failed} />
        </div>
        <DateRangeFilter value={{ startDate, endDate }} onChange={update} />
        <TradeTypeChips
          types={tradeTypeOptions(firstPage?.tradeTypes)}
          value={tradeType}
          onChange={(code) => update({ tradeType: code })}
        />
        <RecordSearch value={keyword} onSearch={search} />
        <div data-fold="">
          <RangeSummary summary={firstPage?.summary} pending={firstLoading} />
        </div>
      </>
    ),
    [firstPage, todayLoading, failed, firstLoading, startDate, endDate, tradeType, keyword, update, search],
  );

  return (
    <ListScreen
      label="交易记录"
      source={source}
      rowKey={rowKey}
      renderRow={renderRow}
      rowHref={rowHref}
      rowHeight={rowHeight}
      emptyText={keyword ? `没有找到与“${keyword}”相关的交易` : undefined}
      emptyHint={keyword ? '换个金额、卡号后四位或订单号，或放宽交易日期' : undefined}
      header={header}
    />
  );
}

import type { WithdrawalRecord } from '@merchant-h5/sdk';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { RECORD_ROW_HEIGHT } from '../../../components/RecordRow/RecordRow';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { rangeFrom } from '../../../lib/dateRange';
import { useMirrorHref } from '../../../lib/useMirrorHref';
import { useSearchValues } from '../../../lib/useSearchValues';
import { useWithdrawalRecordsInfiniteQuery } from '../api/withdrawals';
import { DateRangeFilter } from './DateRangeFilter';
import { RangeSummary } from './RangeSummary';
import { WithdrawalRow } from './WithdrawalRow';

const rowKey = (w: WithdrawalRecord) => w.uuid;
const renderRow = (w: WithdrawalRecord) => <WithdrawalRow record={w} />;

export function WithdrawalList() {
  const [values, update] = useSearchValues(['startDate', 'endDate']);
  const range = rangeFrom(values);
  const query = useWithdrawalRecordsInfiniteQuery(range);
  const source = useListSource(query);
  const summary = query.data?.pages[0]?.summary;
  const toScreen = useMirrorHref();
  const rowHref = (w: WithdrawalRecord) =>
    toScreen(paths.records.withdrawalDetail, href(paths.records.withdrawalDetail, { uuid: w.uuid }));

  return (
    <ListScreen
      label="提现记录"
      source={source}
      rowKey={rowKey}
      renderRow={renderRow}
      rowHref={rowHref}
      rowHeight={RECORD_ROW_HEIGHT}
      emptyText="暂无提现记录"
      header={
        <>
          <DateRangeFilter value={range} onChange={update} />
          <RangeSummary summary={summary} pending={query.isLoading} label="已到账" />
        </>
      }
    />
  );
}

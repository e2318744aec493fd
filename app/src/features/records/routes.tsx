// Records & bills routes (docs/product.md §2 "Records", plus /gradeRate and 对账助手 /recordAssistant).
// `mirror: true` registers the mini-program mirror (/zEraAGeneraMiniProgramWeb/…) for the screens
// docs/product.md §2 lists there.
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { prefetchFirst } from '../../lib/firstQuery';
import { paths } from '../../config/paths';
import { billsApi } from './api/bills';
import { prefetchLevelAndRate } from './api/gradeRate';
import { prefetchMyOrders } from './api/myOrders';
import { transactionRecordsApi } from './api/transactionRecords';
import { withdrawalsApi } from './api/withdrawals';
import { monthBillFirst, transactionRecordsFirst, withdrawalRecordsFirst } from './firstCalls';

const routes: AppRoute[] = [
  {
    pattern: paths.records.transactionRecord,
    lazy: () => import('./screens/TransactionRecordScreen'),
    key: true,
    prefetch: prefetchFirst(transactionRecordsFirst, transactionRecordsApi.endpoints),
    mirror: true,
  },
  {
    pattern: paths.records.transactionDetail,
    lazy: () => import('./screens/TransactionDetailScreen'),
    mirror: true,
  },
  { pattern: paths.records.purchaseOrder, lazy: () => import('./screens/PurchaseOrderScreen') },
  {
    pattern: paths.records.withdrawalRecord,
    lazy: () => import('./screens/WithdrawalRecordScreen'),
    key: true,
    prefetch: prefetchFirst(withdrawalRecordsFirst, withdrawalsApi.endpoints),
    mirror: true,
  },
  {
    pattern: paths.records.withdrawalDetail,
    lazy: () => import('./screens/WithdrawalDetailScreen'),
    mirror: true,
  },
  { pattern: paths.records.savingBills, lazy: () => import('./screens/SavingBillsScreen') },
  { pattern: paths.other.recordAssistant, lazy: () => import('./screens/RecordAssistantScreen') },
  {
    pattern: paths.records.monthBillHome,
    lazy: () => import('./screens/MonthBillScreen'),
    key: true,
    prefetch: prefetchFirst(monthBillFirst, billsApi.endpoints),
  },
  {
    pattern: paths.records.myOrderIndex,
    lazy: () => import('./screens/MyOrderScreen'),
    prefetch: prefetchMyOrders,
    mirror: true,
  },
  {
    pattern: paths.records.tradingParticulars,
    lazy: () => import('./screens/TradingParticularsScreen'),
    mirror: true,
  },
  {
    pattern: paths.records.gradeRate,
    lazy: () => import('./screens/GradeRateScreen'),
    prefetch: prefetchLevelAndRate,
    mirror: true,
  },
];

export const area: FeatureArea = { name: 'records', title: '交易记录与账单', routes };

// Records & bills routes (docs/product.md §2 "Records", plus /gradeRate). `mirror: true` registers the
// mini-program mirror (/zEraAGeneraMiniProgramWeb/…) for the screens docs/product.md §2 lists there.
import type { AppRoute } from '../../lib/routes';
import { paths } from '../../config/paths';

export const recordsRoutes: AppRoute[] = [
  {
    pattern: paths.records.transactionRecord,
    lazy: () => import('./screens/TransactionRecordScreen'),
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
    mirror: true,
  },
  {
    pattern: paths.records.withdrawalDetail,
    lazy: () => import('./screens/WithdrawalDetailScreen'),
    mirror: true,
  },
  { pattern: paths.records.savingBills, lazy: () => import('./screens/SavingBillsScreen') },
  { pattern: paths.records.monthBillHome, lazy: () => import('./screens/MonthBillScreen') },
  { pattern: paths.records.myOrderIndex, lazy: () => import('./screens/MyOrderScreen'), mirror: true },
  {
    pattern: paths.records.tradingParticulars,
    lazy: () => import('./screens/TradingParticularsScreen'),
    mirror: true,
  },
  { pattern: paths.records.gradeRate, lazy: () => import('./screens/GradeRateScreen'), mirror: true },
];

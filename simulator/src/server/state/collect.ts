// Collecting money's state (app/src/features/collect; handlers/collect/): the quick payments.
import type { QuickPayment } from '@merchant-h5/sdk';

export type { QuickPayment } from '@merchant-h5/sdk';

export interface CollectState {
  payments: QuickPayment[];
}

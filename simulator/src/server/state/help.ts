// Help's state (app/src/features/help; handlers/help/): the abnormal trades and their recovery.
import type { AbnormalTransaction } from '@merchant-h5/sdk';

export type { AbnormalTransaction } from '@merchant-h5/sdk';

export interface HelpState {
  abnormal: AbnormalTransaction[];
}

// The message centre's state (handlers/messages/, control/messages.ts; app/src/features/messages).
import type { AppMessage } from '@merchant-h5/sdk';

export type { AppMessage } from '@merchant-h5/sdk';

export interface MessagesState {
  messages: AppMessage[];
}

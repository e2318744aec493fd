// The message centre's state (handlers/messages/; its screens are still to come).
import type { AppMessage } from '@merchant-h5/sdk';

export type { AppMessage } from '@merchant-h5/sdk';

export interface MessagesState {
  messages: AppMessage[];
}

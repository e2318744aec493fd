// Paid membership's state (handlers/members/; its screens are still to come).
import type { Member } from '@merchant-h5/sdk';

export type { Member } from '@merchant-h5/sdk';

export interface MembersState {
  member: Member;
}

// The points' state (app/src/features/points; handlers/points/): the balance, its bill, points
// waiting to be received, the daily sign-in and the novice gifts.
import type { PointEntry, PreIntegral } from '@merchant-h5/sdk';

export type { PointEntry } from '@merchant-h5/sdk';

export interface SignIn {
  /** 'YYYYMMDD' days signed, oldest first */
  days: string[];
  receivedRewards: string[];
}

export interface PointsState {
  points: {
    balance: number;
    bill: PointEntry[];
    pending: PreIntegral[];
  };
  signIn: SignIn;
  /** ids of the novice gifts received ('G01', the opening points, is received from the start) */
  noviceGiftsReceived: string[];
}

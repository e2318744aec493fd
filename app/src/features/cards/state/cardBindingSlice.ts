// The card being bound, in memory only: the full number never goes into a URL, storage or a draft.
// Route params carry `ref`, an opaque random id that means something only to this tab's memory; a
// reload forgets it and the step asks for the number again (docs/decisions.md "Card numbers in
// route params"). The resend countdown lives here too, keyed by the order, so it survives leaving
// the code screen and coming back.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { CardKind } from '@merchant-h5/sdk';
import { rootReducer } from '../../../lib/state/rootReducer';

export interface CardInMemory {
  cardNo: string;
  cardType: CardKind;
  bankCode: string;
  bankName: string;
  /** The holder's mobile as typed on step 2. */
  phone: string;
  /** The quick-pay agreement was accepted for this card. */
  agreed: boolean;
}

/** An SMS code sent: where to, and when another may be asked for (ms since epoch). */
export interface OpenOrder {
  ref: string;
  phone: string;
  phoneMask: string;
  resendAt: number;
}

export interface CardBindingState {
  cards: Record<string, CardInMemory>;
  orders: Record<string, OpenOrder>;
}

const initialState: CardBindingState = { cards: {}, orders: {} };

export const cardBindingSlice = createSlice({
  name: 'cardBinding',
  initialState,
  reducers: {
    rememberCard(state, action: PayloadAction<{ ref: string } & Omit<CardInMemory, 'phone' | 'agreed'>>) {
      const { ref, ...card } = action.payload;
      const before = state.cards[ref];
      state.cards[ref] = { phone: before?.phone ?? '', agreed: before?.agreed ?? false, ...card };
    },
    setHolderPhone(state, action: PayloadAction<{ ref: string; phone: string }>) {
      const card = state.cards[action.payload.ref];
      if (card) card.phone = action.payload.phone;
    },
    setAgreed(state, action: PayloadAction<{ ref: string; agreed: boolean }>) {
      const card = state.cards[action.payload.ref];
      if (card) card.agreed = action.payload.agreed;
    },
    orderOpened(state, action: PayloadAction<{ orderNo: string } & OpenOrder>) {
      const { orderNo, ...order } = action.payload;
      for (const [no, o] of Object.entries(state.orders)) if (o.ref === order.ref) delete state.orders[no];
      state.orders[orderNo] = order;
    },
    /** The card is bound: its number leaves memory with its orders. */
    cardBound(state, action: PayloadAction<string>) {
      delete state.cards[action.payload];
      for (const [no, o] of Object.entries(state.orders))
        if (o.ref === action.payload) delete state.orders[no];
    },
  },
});

export const { rememberCard, setHolderPhone, setAgreed, orderOpened, cardBound } = cardBindingSlice.actions;

declare module '../../../lib/state/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof cardBindingSlice> {}
}

export const withCardBinding = rootReducer.inject(cardBindingSlice);

export const selectCard = withCardBinding.selector(
  (state, ref: string | undefined): CardInMemory | undefined =>
    ref ? state.cardBinding.cards[ref] : undefined,
);

export const selectOrder = withCardBinding.selector(
  (state, orderNo: string | undefined): OpenOrder | undefined =>
    orderNo ? state.cardBinding.orders[orderNo] : undefined,
);

export const selectOrders = withCardBinding.selector((state) => state.cardBinding.orders);

/** The order of `ref` whose code went to `phone` and may not be asked for again yet. */
export function findOpenOrder(
  orders: Record<string, OpenOrder>,
  ref: string,
  phone: string,
  now: number,
): { orderNo: string; order: OpenOrder } | undefined {
  const hit = Object.entries(orders).find(([, o]) => o.ref === ref && o.phone === phone && o.resendAt > now);
  return hit ? { orderNo: hit[0], order: hit[1] } : undefined;
}

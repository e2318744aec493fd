// Binding a card: steps 1–3 then the result. Once bound, back from the result returns to the card list
// (where the flow begins) rather than to a step whose card is gone from memory.
import { paths } from '../../../config/paths';
import type { Flow } from '../../../lib/finishedFlow';

export const BIND_CARD: Flow = { name: 'bind-card', start: paths.payments.bankCardList };

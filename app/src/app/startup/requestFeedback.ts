// What the merchant sees of the api's calls (docs/product.md §4, §8): user actions (mutations) mark the
// global request state, which drives the loading toast; an action's failed fetch or other HTTP
// status is toasted and hides the loading toast. A query's failure is shown where its data would
// be (QueryState's error with 重试, a list's footer), never toasted as well: one message per
// failure (docs/product.md "UI rules"). 401s are the unauthorized gate's.
import {
  createListenerMiddleware,
  isPending,
  isRejectedWithValue,
  isFulfilled,
  isRejected,
} from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../lib/api';
import { TOASTED_KINDS, type ApiError } from '../../lib/apiError';
import { requestFailed, requestFinished, requestStarted } from '../../lib/state/globalSlice';
import type { Toaster } from '../../lib/ui/toast';

const isMutation = (action: UnknownAction) => action.type.startsWith(`${api.reducerPath}/executeMutation/`);
const isApiCall = (action: UnknownAction) => action.type.startsWith(`${api.reducerPath}/execute`);

export function createRequestFeedback(toaster: Pick<Toaster, 'show'>) {
  const listener = createListenerMiddleware();
  let inFlight = 0;

  listener.startListening({
    predicate: (action) => isMutation(action) && isPending(action),
    effect: (_a, { dispatch }) => {
      if (inFlight++ === 0) dispatch(requestStarted());
    },
  });
  listener.startListening({
    predicate: (action) => isMutation(action) && (isFulfilled(action) || isRejected(action)),
    effect: (_a, { dispatch }) => {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight === 0) dispatch(requestFinished());
    },
  });
  listener.startListening({
    predicate: (action) => isApiCall(action) && isRejectedWithValue(action),
    effect: (action, { dispatch }) => {
      const error = (action as { payload?: ApiError }).payload;
      if (!error || error.kind === 'aborted') return;
      dispatch(requestFailed(error.message));
      if (isMutation(action) && TOASTED_KINDS.has(error.kind)) toaster.show(error.message);
    },
  });
  return listener.middleware;
}

/** Keeps the loading toast in step with `requestStaus`. */
export function bindLoadingToast(
  store: { subscribe(l: () => void): () => void; getState(): { global: { requestStaus: boolean } } },
  toaster: Pick<Toaster, 'showLoading' | 'hideLoading'>,
): () => void {
  let shown = false;
  return store.subscribe(() => {
    const busy = store.getState().global.requestStaus;
    if (busy === shown) return;
    shown = busy;
    if (busy) toaster.showLoading();
    else toaster.hideLoading();
  });
}

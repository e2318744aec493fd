// The Redux store: slices, the one RTK Query api, draft persistence, and the gateway as the
// thunk extra argument (the api's base query reads it from there).
import { configureStore } from '@reduxjs/toolkit';
import type { Middleware } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import type { AppExtra } from '../lib/api';
import { initialGlobalState } from '../lib/state/globalSlice';
import { createDraftPersistence, loadDrafts } from '../lib/state/persistDrafts';
import type { DraftSlice } from '../lib/state/persistDrafts';
import { draftSlices as areaDrafts } from './areas';
import { rootReducer } from '../lib/state/rootReducer';
import type { RootState } from '../lib/state/rootReducer';

export interface StoreOptions extends AppExtra {
  /** Where drafts live; defaults to localStorage when there is one. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Listeners the page adds (toasts, loading indicator); tests usually leave them out. */
  middleware?: Middleware[];
  /** The areas' draft slices; default: every area's. */
  draftSlices?: readonly DraftSlice[];
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function createAppStore({
  gateway,
  storage = defaultStorage(),
  middleware = [],
  draftSlices = areaDrafts,
}: StoreOptions) {
  const drafts = loadDrafts(storage, draftSlices);
  return configureStore({
    reducer: rootReducer,
    preloadedState: drafts
      ? ({
          ...drafts.slices,
          global: { ...initialGlobalState, formTemp: drafts.formTemp },
        } as Partial<RootState>)
      : undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { gateway } satisfies AppExtra } })
        .prepend(createDraftPersistence(storage, draftSlices))
        .concat(api.middleware)
        // Page listeners add no dispatch signatures; typed as such so thunks keep their types.
        .concat(middleware as Middleware<object, RootState>[] as []),
    // (after `middleware`: RTK infers the dispatch type in this order)
    // Batch RTK Query's notifications per microtask, not per animation frame: a web view the host
    // has hidden runs no animation frames, and its screens must still update.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;

// Drafts of long forms survive a reload of the web view: the slices an area marks as drafts and the
// global formTemp are mirrored to localStorage. Tokens, ID, card and mobile numbers are never
// written (loginToken is not persisted; draftSecrets.ts drops the rest); an area's `restore` decides
// what of a saved draft is taken back.
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { withoutSecrets } from './draftSecrets';
import { mergeFormTemp } from './globalSlice';

export const DRAFTS_KEY = 'merchant-h5:drafts:v1';

/** A slice whose state is a draft: its name, and how a saved (untrusted) copy becomes its state. */
export interface DraftSlice {
  name: string;
  restore(saved: unknown): unknown;
}

export interface Drafts {
  /** Restored state per draft slice that had one saved. */
  slices: Record<string, unknown>;
  formTemp: Record<string, unknown>;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the saved drafts; anything unreadable counts as no draft. */
export function loadDrafts(
  storage: DraftStorage | undefined,
  draftSlices: readonly DraftSlice[],
): Drafts | null {
  try {
    const raw = storage?.getItem(DRAFTS_KEY);
    if (!raw) return null;
    const saved = withoutSecrets(JSON.parse(raw));
    if (!isRecord(saved)) return null;
    const slices: Record<string, unknown> = {};
    for (const draft of draftSlices) {
      if (isRecord(saved[draft.name])) slices[draft.name] = draft.restore(saved[draft.name]);
    }
    return { slices, formTemp: isRecord(saved.formTemp) ? saved.formTemp : {} };
  } catch {
    return null;
  }
}

/** A listener middleware that writes the drafts after every action that changes them. */
export function createDraftPersistence(
  storage: DraftStorage | undefined,
  draftSlices: readonly DraftSlice[],
) {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) =>
      draftSlices.some((d) => action.type.startsWith(`${d.name}/`)) || isAnyOf(mergeFormTemp)(action),
    effect: (_action, api) => {
      const state = api.getState() as Record<string, unknown> & { global: { formTemp: unknown } };
      const drafts: Record<string, unknown> = { formTemp: state.global.formTemp };
      for (const d of draftSlices) drafts[d.name] = state[d.name];
      try {
        storage?.setItem(DRAFTS_KEY, JSON.stringify(withoutSecrets(drafts)));
      } catch {
        // A full or disabled storage loses the draft, never the screen.
      }
    },
  });
  return listener.middleware;
}

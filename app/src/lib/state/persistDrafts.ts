// Drafts of long forms survive a reload of the web view: the certification slice and the global
// formTemp are mirrored to localStorage. Tokens are never written (loginToken is not persisted).
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { certificationSlice, initialCertificationState } from './certificationSlice';
import type { CertificationState } from './certificationSlice';
import { mergeFormTemp } from './globalSlice';

export const DRAFTS_KEY = 'merchant-h5:drafts:v1';

export interface Drafts {
  certification: CertificationState;
  formTemp: Record<string, unknown>;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the saved drafts; anything unreadable counts as no draft. */
export function loadDrafts(storage: DraftStorage | undefined): Drafts | null {
  try {
    const raw = storage?.getItem(DRAFTS_KEY);
    if (!raw) return null;
    const saved: unknown = JSON.parse(raw);
    if (!isRecord(saved) || !isRecord(saved.certification)) return null;
    const cert = saved.certification;
    return {
      certification: {
        form: { ...initialCertificationState.form, ...(isRecord(cert.form) ? cert.form : {}) },
        onboarding: {
          ...initialCertificationState.onboarding,
          ...(isRecord(cert.onboarding) ? cert.onboarding : {}),
        },
      },
      formTemp: isRecord(saved.formTemp) ? saved.formTemp : {},
    };
  } catch {
    return null;
  }
}

interface DraftSource {
  certification: CertificationState;
  global: { formTemp: Record<string, unknown> };
}

/** A listener middleware that writes the drafts after every action that changes them. */
export function createDraftPersistence(storage: DraftStorage | undefined) {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) =>
      action.type.startsWith(`${certificationSlice.name}/`) || isAnyOf(mergeFormTemp)(action),
    effect: (_action, api) => {
      const state = api.getState() as DraftSource;
      const drafts: Drafts = { certification: state.certification, formTemp: state.global.formTemp };
      try {
        storage?.setItem(DRAFTS_KEY, JSON.stringify(drafts));
      } catch {
        // A full or disabled storage loses the draft, never the screen.
      }
    },
  });
  return listener.middleware;
}

// Drafts of the long certification and onboarding forms (docs/product.md §3–4): set one field at a time,
// persisted so they survive a reload of the web view (see persistDrafts.ts).
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import type { DraftSlice } from '../../../lib/state/persistDrafts';
import { rootReducer } from '../../../lib/state/rootReducer';
import { emptyCertificationForm } from './certificationForms';
import type { CertificationForm, OnboardingForms, OnboardingKind } from './certificationForms';

export interface CertificationState {
  form: CertificationForm;
  onboarding: OnboardingForms;
}

export const initialCertificationState: CertificationState = {
  form: emptyCertificationForm,
  onboarding: { businessInfo: {}, legalPersonInfo: {}, updateCreditCard: {}, smallBusinessInfo: {} },
};

type FieldAction<K extends keyof CertificationForm = keyof CertificationForm> = {
  name: K;
  value: CertificationForm[K];
};

export const certificationSlice = createSlice({
  name: 'certification',
  initialState: initialCertificationState,
  reducers: {
    /** One field of the certification form. */
    setField: {
      reducer(state, action: PayloadAction<FieldAction>) {
        (state.form as Record<string, unknown>)[action.payload.name] = action.payload.value;
      },
      prepare<K extends keyof CertificationForm>(name: K, value: CertificationForm[K]) {
        return { payload: { name, value } as FieldAction };
      },
    },
    /** One field of an onboarding form kind. */
    setOnboardingField: {
      reducer(state, action: PayloadAction<{ kind: OnboardingKind; name: string; value: unknown }>) {
        const { kind, name, value } = action.payload;
        (state.onboarding[kind] as Record<string, unknown>)[name] = value;
      },
      prepare(kind: OnboardingKind, name: string, value: unknown) {
        return { payload: { kind, name, value } };
      },
    },
    /** Merges several fields at once (a form restored from the server). */
    mergeOnboarding(state, action: PayloadAction<{ kind: OnboardingKind; values: Record<string, unknown> }>) {
      Object.assign(state.onboarding[action.payload.kind], action.payload.values);
    },
    /** The business certification form back to empty (after it was submitted); onboarding stays. */
    resetCertificationForm(state) {
      state.form = emptyCertificationForm;
    },
    resetCertification() {
      return initialCertificationState;
    },
    resetOnboarding(state, action: PayloadAction<OnboardingKind>) {
      state.onboarding[action.payload] = {};
    },
  },
});

export const {
  setField,
  setOnboardingField,
  mergeOnboarding,
  resetCertification,
  resetCertificationForm,
  resetOnboarding,
} = certificationSlice.actions;

declare module '../../../lib/state/rootReducer' {
  // The store's type learns this slice from here, not from a shell list.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof certificationSlice> {}
}

/** The root reducer with the certification slice in it (injected when the area registers). */
export const withCertification = rootReducer.inject(certificationSlice);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The forms are drafts: a saved copy is merged over the empty forms, field by field. */
export const certificationDraft: DraftSlice = {
  name: certificationSlice.name,
  restore(saved) {
    const cert = isRecord(saved) ? saved : {};
    return {
      form: { ...initialCertificationState.form, ...(isRecord(cert.form) ? cert.form : {}) },
      onboarding: {
        ...initialCertificationState.onboarding,
        ...(isRecord(cert.onboarding) ? cert.onboarding : {}),
      },
    } satisfies CertificationState;
  },
};

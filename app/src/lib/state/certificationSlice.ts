// Drafts of the long certification and onboarding forms (docs/product.md §3–4): set one field at a time,
// persisted so they survive a reload of the web view (see persistDrafts.ts).
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
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
    resetCertification() {
      return initialCertificationState;
    },
    resetOnboarding(state, action: PayloadAction<OnboardingKind>) {
      state.onboarding[action.payload] = {};
    },
  },
});

export const { setField, setOnboardingField, mergeOnboarding, resetCertification, resetOnboarding } =
  certificationSlice.actions;

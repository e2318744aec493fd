// A form draft set one field at a time (docs/product.md §4), kept across reloads by the shell's
// draft persistence: an onboarding form kind in the certification slice, or a screen's own entry in
// the global formTemp. ID and card numbers are dropped from what is stored (lib/state/draftSecrets).
import { useCallback } from 'react';
import { mergeFormTemp } from '../../../../lib/state/globalSlice';
import { useAppDispatch, useAppSelector } from '../../../../lib/state/hooks';
import { setOnboardingField, withCertification } from '../../state/certificationSlice';
import type { OnboardingKind } from '../../state/certificationForms';

export type DraftValues = Readonly<Record<string, unknown>>;

export interface Draft {
  values: DraftValues;
  set: (name: string, value: unknown) => void;
}

const onboardingOf = withCertification.selector((state) => state.certification.onboarding);
const EMPTY: DraftValues = {};

/** One onboarding form kind (businessInfo, legalPersonInfo, smallBusinessInfo…). */
export function useOnboardingDraft(kind: OnboardingKind): Draft {
  const dispatch = useAppDispatch();
  const values = useAppSelector((state) => onboardingOf(state)[kind]) as DraftValues;
  const set = useCallback(
    (name: string, value: unknown) => dispatch(setOnboardingField(kind, name, value)),
    [dispatch, kind],
  );
  return { values, set };
}

/** A screen's draft under `formTemp[key]` (merged in, never replaced). */
export function useFormTempDraft(key: string): Draft {
  const dispatch = useAppDispatch();
  const values = useAppSelector((state) => state.global.formTemp[key] as DraftValues | undefined) ?? EMPTY;
  // Read at dispatch time: several fields set in a row (an area's codes) all stay.
  const set = useCallback(
    (name: string, value: unknown) =>
      dispatch((next, getState) => {
        const current = getState().global.formTemp[key] as DraftValues | undefined;
        next(mergeFormTemp({ [key]: { ...current, [name]: value } }));
      }),
    [dispatch, key],
  );
  return { values, set };
}

export const text = (values: DraftValues, name: string): string => {
  const v = values[name];
  return typeof v === 'string' ? v : '';
};

/**
 * Writes a patch of a field group (an area, an identity) into the draft fields `names` maps its keys
 * to, one at a time as the draft takes them; keys absent from the patch are left alone.
 *
 * @example setMapped(draft, AREA_FIELDS, area) // provinceCode → regProvCd, …
 */
export function setMapped<K extends string>(
  draft: Draft,
  names: Readonly<Record<K, string>>,
  patch: Partial<Record<K, unknown>>,
): void {
  for (const key of Object.keys(patch) as K[])
    if (patch[key] !== undefined) draft.set(names[key], patch[key]);
}

/** The text fields of a group read back from the draft: `readMapped(values, AREA_FIELDS).provinceCode`. */
export function readMapped<K extends string>(
  values: DraftValues,
  names: Readonly<Record<K, string>>,
): Record<K, string> {
  return Object.fromEntries((Object.keys(names) as K[]).map((k) => [k, text(values, names[k])])) as Record<
    K,
    string
  >;
}

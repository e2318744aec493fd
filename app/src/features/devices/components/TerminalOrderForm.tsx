// A terminal order: choose a type, where it goes and whom to call, then submit (install
// application, BigMac replacement, exchange). Bad input is told beside its field (nothing typed is
// lost); the submit carries one idempotency key until it succeeds, so a double tap or a retry
// applies once.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import { QueryState } from '../../../components/QueryState/QueryState';
import { parallelQueryStatus } from '../../../components/QueryState/queryStatus';
import { useAreaListQuery } from '../../../lib/areaList';
import { useDeviceTypesQuery } from '../api/deviceTypes';
import { applyErrors, contactRequest, EMPTY_CONTACT } from '../lib/applyForm';
import type { DeviceApplication, DeviceApplyRequest } from '@merchant-h5/sdk';
import type { ApplyValues, FieldErrors } from '../lib/applyForm';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { usePrefillFromFile } from '../lib/usePrefillFromFile';
import { ContactFields } from './ContactFields';
import { DeviceTypeChoice } from './DeviceTypeChoice';

type Outcome = { data: DeviceApplication } | { error: unknown };

export interface TerminalOrderFormProps {
  /** Sends the order under the form's idempotency key (an RTK mutation trigger). */
  send: (body: DeviceApplyRequest, idempotencyKey: string) => PromiseLike<Outcome>;
  onSubmitted: (application: DeviceApplication) => void;
  typeTitle?: string;
  submitText?: string;
  /** Only these types may be chosen (e.g. the smart POS of a BigMac replacement). */
  allowTypes?: readonly string[];
}

export function TerminalOrderForm({
  send,
  onSubmitted,
  typeTitle = '选择机具',
  submitText = '提交申请',
  allowTypes,
}: TerminalOrderFormProps) {
  const types = useDeviceTypesQuery();
  const areas = useAreaListQuery();
  const { submit, submitting } = useSubmitOnce('apply');
  const [values, setValues] = useState<ApplyValues>({ deviceType: '', ...EMPTY_CONTACT });
  const [errors, setErrors] = useState<FieldErrors<ApplyValues>>({});
  usePrefillFromFile(areas.data?.list, setValues);

  const change = (changes: Partial<ApplyValues>) => {
    setValues((v) => ({ ...v, ...changes }));
    // A corrected field loses its message; the others keep theirs until the next submit.
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(changes)) delete next[k as keyof ApplyValues];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = applyErrors(values, areas.data?.list ?? []);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = { deviceType: values.deviceType, ...contactRequest(values, areas.data?.list ?? []) };
    const application = await submit(body, (idempotencyKey) => send(body, idempotencyKey));
    if (application) onSubmitted(application);
  };

  return (
    <QueryState {...parallelQueryStatus(types, areas)}>
      <form className="mh-form" data-state="ready" noValidate onSubmit={(e) => void onSubmit(e)}>
        <section className="mh-form-section" aria-labelledby="apply-type">
          <h2 id="apply-type">{typeTitle}</h2>
          <DeviceTypeChoice
            types={(types.data?.list ?? []).filter((t) => !allowTypes || allowTypes.includes(t.deviceType))}
            value={values.deviceType}
            onChange={(deviceType) => change({ deviceType })}
            error={errors.deviceType}
          />
        </section>
        <section className="mh-form-section" aria-labelledby="apply-contact">
          <h2 id="apply-contact">装机地址与联系人</h2>
          <ContactFields areas={areas.data?.list ?? []} values={values} errors={errors} onChange={change} />
        </section>
        <SubmitButton submitting={submitting}>{submitText}</SubmitButton>
      </form>
    </QueryState>
  );
}

// /help/ReplaceDeviceApply?deviceId=: replace a broken terminal. Photos of the fault go through the
// host's picker, compressed and uploaded one by one (a failed one is retried on its own); the
// submit, like every terminal order, applies once under one idempotency key.
import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PhotoUpload } from '../../../components/PhotoUpload/PhotoUpload';
import { deviceSample } from '../../../components/PhotoUpload/samples';
import { QueryState } from '../../../components/QueryState/QueryState';
import { parallelQueryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { useAreaListQuery } from '../../../lib/areaList';
import { useReplaceDeviceMutation } from '../api/applications';
import { useDeviceTypesQuery } from '../api/deviceTypes';
import { useUploadPictureMutation } from '../api/pictures';
import { EMPTY_CONTACT } from '../lib/applyForm';
import type { FieldErrors } from '../lib/applyForm';
import { PHOTO_SLOTS, REPLACE_REASONS, replaceErrors, replaceRequest } from '../lib/replaceForm';
import type { ReplaceValues } from '../lib/replaceForm';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { usePrefillFromFile } from '../lib/usePrefillFromFile';
import { ContactFields } from './ContactFields';
import { FormField } from '../../../components/FormField/FormField';
import { SubmitButton } from '../../../components/FormField/SubmitButton';

export function ReplaceDeviceForm({ deviceId = '' }: { deviceId?: string }) {
  const types = useDeviceTypesQuery();
  const areas = useAreaListQuery();
  const [replace] = useReplaceDeviceMutation();
  const [uploadPicture] = useUploadPictureMutation();
  const { submit, submitting } = useSubmitOnce('replace');
  const navigate = useNavigate();
  const [values, setValues] = useState<ReplaceValues>({
    deviceId,
    reason: '',
    pictureIds: Array<string | null>(PHOTO_SLOTS).fill(null),
    ...EMPTY_CONTACT,
  });
  const [errors, setErrors] = useState<FieldErrors<ReplaceValues>>({});
  usePrefillFromFile(areas.data?.list, setValues);
  const working = (types.data?.devices ?? []).filter((d) => d.status === '01');

  const change = useCallback((changes: Partial<ReplaceValues>) => {
    setValues((v) => ({ ...v, ...changes }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(changes)) delete next[k as keyof ReplaceValues];
      return next;
    });
  }, []);
  const upload = useCallback((image: string) => uploadPicture(image).unwrap(), [uploadPicture]);
  const onPhoto = useCallback(
    (slot: number) => (pictureId: string | null) =>
      setValues((v) => ({ ...v, pictureIds: v.pictureIds.map((id, i) => (i === slot ? pictureId : id)) })),
    [],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = replaceErrors(values, areas.data?.list ?? []);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = replaceRequest(values, areas.data?.list ?? []);
    const application = await submit(body, (idempotencyKey) => replace({ body, idempotencyKey }));
    if (application) navigate(href(paths.help.applyProgress, {}, { id: application.id }), { replace: true });
  };

  return (
    <QueryState {...parallelQueryStatus(types, areas)}>
      <form className="mh-form" data-state="ready" noValidate onSubmit={(e) => void onSubmit(e)}>
        <section className="mh-form-section" aria-labelledby="replace-device">
          <h2 id="replace-device">故障机具</h2>
          <FormField id="deviceId" label="要更换的机具" error={errors.deviceId}>
            <select value={values.deviceId} onChange={(e) => change({ deviceId: e.target.value })}>
              <option value="">请选择</option>
              {working.map((d) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.deviceTypeName}（{d.sn}）
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="reason" label="故障原因" error={errors.reason}>
            <select value={values.reason} onChange={(e) => change({ reason: e.target.value })}>
              <option value="">请选择</option>
              {REPLACE_REASONS.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </FormField>
          {values.pictureIds.map((_, slot) => (
            <PhotoUpload
              key={slot}
              label={slot === 0 ? '故障照片' : '补充照片（选填）'}
              sample={deviceSample}
              upload={upload}
              onUploaded={onPhoto(slot)}
              error={slot === 0 ? errors.pictureIds : undefined}
            />
          ))}
        </section>
        <section className="mh-form-section" aria-labelledby="replace-contact">
          <h2 id="replace-contact">上门地址与联系人</h2>
          <ContactFields areas={areas.data?.list ?? []} values={values} errors={errors} onChange={change} />
        </section>
        <SubmitButton submitting={submitting}>提交换机申请</SubmitButton>
      </form>
    </QueryState>
  );
}

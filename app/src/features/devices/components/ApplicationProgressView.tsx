// /help/ApplyProgress: where an application stands, as a timeline the simulator moves on; urging
// once a day (the server says when not), and the way to the terminal once it is received.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeviceApplication } from '@merchant-h5/sdk';
import { DetailScreen } from '../../../components/DetailScreen/DetailScreen';
import type { DetailField } from '../../../components/DetailScreen/DetailFields';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Timeline } from '../../../components/Timeline/Timeline';
import { href, paths } from '../../../config/paths';
import { isSaidByShell } from '../../../lib/apiError';
import type { ApiError } from '../../../lib/apiError';
import { useUrgeApplicationMutation } from '../api/applications';
import '../../../components/FormField/FormField.css';
import { useApplication } from '../api/useApplication';
import { applicationSteps, isOpen } from '../lib/applicationSteps';
import { maskMobile } from '@merchant-h5/sdk';

export const URGED_TEXT = '已催单，服务商将尽快处理';

function fields(a: DeviceApplication): DetailField[] {
  return [
    { label: '申请单号', value: a.id },
    { label: '申请时间', value: a.applyTime },
    { label: '装机地址', value: a.form.address },
    { label: '联系人', value: a.form.contactName },
    { label: '手机号', value: maskMobile(a.form.contactPhone) },
  ];
}

function UrgeButton({ id }: { id: string }) {
  const [urge, { isLoading }] = useUrgeApplicationMutation();
  // The answer is said under the button, not in a toast over it (issue 33): what the server said, or
  // its refusal (e.g. 今日已催单，请耐心等待); the shell tells a network or HTTP failure.
  const [said, setSaid] = useState<{ text: string; refused: boolean }>();
  const onUrge = async () => {
    setSaid(undefined);
    const outcome = await urge(id);
    if (!('error' in outcome)) return setSaid({ text: URGED_TEXT, refused: false });
    const error = outcome.error as ApiError;
    if (!isSaidByShell(error)) setSaid({ text: error.message, refused: true });
  };
  return (
    <>
      <button
        type="button"
        className="mh-button mh-button--block"
        disabled={isLoading}
        aria-describedby="urge-answer"
        onClick={() => void onUrge()}
      >
        催一下
      </button>
      <p id="urge-answer" className={said?.refused ? 'mh-field-error' : 'mh-field-hint'} role="status">
        {said?.text}
      </p>
    </>
  );
}

export function ApplicationProgressView({ id }: { id?: string }) {
  const { latest, one, application: a } = useApplication(id, 'apply', true);
  return (
    <DetailScreen
      {...queryStatus(latest, one)}
      isEmpty={!a}
      emptyText="暂无机具申请"
      headline={
        a
          ? { title: a.deviceTypeName, status: a.statusName, tone: isOpen(a) ? 'warning' : 'success' }
          : undefined
      }
      progress={a ? <Timeline label="申请进度" steps={applicationSteps(a)} /> : null}
      fields={a ? fields(a) : []}
      footer={
        a ? (
          isOpen(a) ? (
            <UrgeButton id={a.id} />
          ) : (
            <Link className="mh-detail-link" to={href(paths.other.deviceApply)}>
              查看我的机具
            </Link>
          )
        ) : null
      }
    />
  );
}

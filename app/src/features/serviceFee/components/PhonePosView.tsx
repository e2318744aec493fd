// Phone-as-POS (/phonePos/index): where it stands, and turning it on (after the certification) or
// off; the status screen that follows shows the server's new state. A failed switch is told once:
// here when it is the server's refusal, by the shell's toast when the network failed.
import { Link, useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { errorMessage } from '../../../components/QueryState/errorMessage';
import { Section } from '../../../components/Section/Section';
import { isShownInline } from '../../../lib/apiError';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import {
  PHONE_POS,
  PHONE_POS_CERTIFIED,
  switchValue,
  useSetPhonePosMutation,
  useSwitchesQuery,
} from '../api/phonePos';
import { CertificationForm } from './CertificationForm';
import { FeeFacts } from './FeeFacts';
import './serviceFee.css';

export function PhonePosView() {
  const switches = useSwitchesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setPhonePos, update] = useSetPhonePosMutation();
  const navigate = useNavigate();
  const on = switchValue(switches.data, PHONE_POS) === '1';
  const certified = switchValue(switches.data, PHONE_POS_CERTIFIED) === '1';

  const turn = async (next: boolean) => {
    const result = await setPhonePos(next);
    if ('data' in result) void navigate(href(paths.other.phonePosStatus), { replace: true });
  };

  return (
    <QueryState {...queryStatus(switches)} isEmpty={!switches.data}>
      <Section className="mh-fee-headline" aria-labelledby="pos-title" data-state="ready">
        <p id="pos-title">手机 POS 收款</p>
        <strong className="mh-fee-headline-value">{on ? '已开启' : '已关闭'}</strong>
        <p>开启后，可用手机直接收取顾客的银行卡与扫码付款。</p>
      </Section>
      {!on && !certified ? (
        <CertificationForm onCertified={() => void turn(true)} />
      ) : (
        <div className="mh-fee-actions">
          <FeeFacts facts={[{ label: '实名认证', value: certified ? '已认证' : '未认证' }]} />
          {isShownInline(update.error) ? (
            <p className="mh-fee-notice" role="alert">
              {errorMessage(update.error)}
            </p>
          ) : null}
          <button
            type="button"
            className={on ? 'mh-button mh-button--block' : 'mh-button mh-button--primary mh-button--block'}
            disabled={update.isLoading}
            onClick={() => void turn(!on)}
          >
            {on ? '关闭手机 POS' : '开启手机 POS'}
          </button>
        </div>
      )}
      <Section>
        <Link className="mh-fee-link" to={href(paths.other.phonePosStatus)}>
          查看开通状态 ›
        </Link>
        <Link className="mh-fee-link" to={href(paths.help.switchPayDeviceApply)}>
          收款设备服务费 ›
        </Link>
      </Section>
    </QueryState>
  );
}

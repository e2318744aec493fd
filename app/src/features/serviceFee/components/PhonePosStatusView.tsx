// Where phone-as-POS stands (/phonePos/status): on or off as the server has it, the certification,
// and whether the host app will announce the payments it takes.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { Section } from '../../../components/Section/Section';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { PHONE_POS, PHONE_POS_CERTIFIED, switchValue, useSwitchesQuery } from '../api/phonePos';
import { useReceiptNotifications } from '../../../lib/host/useReceiptNotifications';
import { FeeFacts } from './FeeFacts';
import './serviceFee.css';

const NOTIFY_TEXT: Record<string, string> = { on: '已开启', off: '未开启', loading: '查询中…' };

export function PhonePosStatusView() {
  const switches = useSwitchesQuery(undefined, { refetchOnMountOrArgChange: true });
  const notifications = useReceiptNotifications();
  const on = switchValue(switches.data, PHONE_POS) === '1';
  const certified = switchValue(switches.data, PHONE_POS_CERTIFIED) === '1';
  const notify = notifications.status;

  return (
    <QueryState {...queryStatus(switches)} isEmpty={!switches.data}>
      <ResultScreen
        status={on ? 'success' : 'info'}
        title={on ? '手机 POS 已开启' : '手机 POS 已关闭'}
        description={on ? '现在可以用手机收款了' : '开启后即可用手机收款'}
      />
      <Section aria-label="开通状态" data-state="ready">
        <FeeFacts
          facts={[
            { label: '实名认证', value: certified ? '已认证' : '未认证' },
            { label: '收款通知', value: NOTIFY_TEXT[notify] ?? notify },
          ]}
        />
        {notifications.openSettings ? (
          <button
            type="button"
            className="mh-button mh-button--block"
            onClick={() => void notifications.openSettings?.()}
          >
            {notify === 'off' ? '去开启通知' : '通知设置'}
          </button>
        ) : null}
        {notifications.settingsNotice ? (
          <p className="mh-fee-notice" role="alert">
            {notifications.settingsNotice}
          </p>
        ) : null}
        <Link className="mh-fee-link" to={href(paths.other.phonePosIndex)}>
          {on ? '关闭手机 POS ›' : '去开启手机 POS ›'}
        </Link>
      </Section>
    </QueryState>
  );
}

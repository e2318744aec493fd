// Push notifications (/bind/push): whether the phone lets the provider's app notify (the host's
// notification switch, through the bridge with its version gates: the status from app version 319,
// the settings above 331; outside the apps, where to turn it on), and the server's 收款到账推送 switch
// — both are needed for a payment to be announced on the phone.
import { QueryState } from '../../../components/QueryState/QueryState';
import { Section } from '../../../components/Section/Section';
import { StatusHeadline } from '../../../components/StatusHeadline/StatusHeadline';
import { useReceiptNotifications } from '../../../lib/host/useReceiptNotifications';
import { NOTIFY_PUSH } from '../api/switches';
import { useServerSwitch } from '../hooks/useServerSwitch';
import { SwitchButton } from './SwitchButton';
import './preferences.css';

const NOTIFY_TEXT: Record<string, string> = { on: '已开启', off: '未开启', loading: '查询中…' };

export function PushSettingsView() {
  const push = useServerSwitch(NOTIFY_PUSH);
  const phone = useReceiptNotifications();
  const phoneText = NOTIFY_TEXT[phone.status] ?? phone.status;
  return (
    <QueryState {...push.status} isEmpty={push.on === undefined}>
      <div className="mh-preferences" data-state="ready">
        <StatusHeadline label="收款到账推送" value={push.on ? '已开启' : '未开启'} valueTestId="push-state">
          {push.on
            ? '每笔收款到账后，我们会推送通知到您的手机。'
            : '开启后，每笔收款到账都会推送通知到您的手机。'}
        </StatusHeadline>
        <div className="mh-preferences-actions">
          <SwitchButton serverSwitch={push} turnOn="开启到账推送" turnOff="关闭到账推送" />
        </div>
        <Section title="手机通知权限">
          <p className="mh-preferences-fact">
            <span>系统通知</span>
            <strong data-testid="phone-notify">{phoneText}</strong>
          </p>
          <p className="mh-preferences-muted">手机关闭了 App 的通知时，推送将无法送达。</p>
          {phone.settingsNotice ? (
            <p className="mh-preferences-notice" role="alert">
              {phone.settingsNotice}
            </p>
          ) : null}
          {phone.openSettings ? (
            <button
              type="button"
              className="mh-button mh-button--block"
              onClick={() => void phone.openSettings?.()}
            >
              {phone.status === 'off' ? '去开启通知' : '通知设置'}
            </button>
          ) : null}
        </Section>
      </div>
    </QueryState>
  );
}

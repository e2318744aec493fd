// Declining marketing calls (/avoidTelemarketing/index): where the switch stands on the server, what
// it covers and what it does not, and turning it on or off. The headline changes only when the
// server has answered; a refusal is said once, under the button.
import { QueryState } from '../../../components/QueryState/QueryState';
import { Section } from '../../../components/Section/Section';
import { StatusHeadline } from '../../../components/StatusHeadline/StatusHeadline';
import { AVOID_TELEMARKETING } from '../api/switches';
import { useServerSwitch } from '../hooks/useServerSwitch';
import { SwitchButton } from './SwitchButton';
import './preferences.css';

export function AvoidTelemarketingView() {
  const calls = useServerSwitch(AVOID_TELEMARKETING);
  const { on } = calls;
  return (
    <QueryState {...calls.status} isEmpty={on === undefined}>
      <div className="mh-preferences" data-state="ready">
        <StatusHeadline
          label="营销电话免打扰"
          value={on ? '已开启' : '未开启'}
          valueTestId="telemarketing-state"
        >
          {on ? '我们不再通过电话向您推荐产品和活动。' : '开启后，我们不再通过电话向您推荐产品和活动。'}
        </StatusHeadline>
        <Section title="说明">
          <ul className="mh-preferences-list">
            <li>免打扰只对营销推广电话生效，设置后 1 个工作日内生效。</li>
            <li>交易安全提醒、风险核查、机具服务和您发起的咨询回访，仍会致电联系您。</li>
            <li>您可以随时在这里关闭免打扰。</li>
          </ul>
        </Section>
        <div className="mh-preferences-actions">
          <SwitchButton serverSwitch={calls} turnOn="开启免打扰" turnOff="关闭免打扰" />
        </div>
      </div>
    </QueryState>
  );
}

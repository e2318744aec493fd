import { ChannelStatusView } from '../../components/channel/ChannelStatusView';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';

export default function ChannelStatusScreen() {
  return (
    <Screen pattern={paths.certification.alipayStatus} title="认证进度">
      <ChannelStatusView />
    </Screen>
  );
}

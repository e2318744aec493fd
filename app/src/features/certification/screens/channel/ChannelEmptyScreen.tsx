import { ChannelEmptyView } from '../../components/channel/ChannelEmptyView';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';

export default function ChannelEmptyScreen() {
  return (
    <Screen pattern={paths.certification.alipayEmptyPage} title="商家认证">
      <ChannelEmptyView />
    </Screen>
  );
}

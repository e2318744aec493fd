import { AuthMethodList } from '../../components/channel/AuthMethodList';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';

export default function AtAuthMethodScreen() {
  return (
    <Screen pattern={paths.certification.alipayAtAuthMethod} title="选择验证方式">
      <AuthMethodList />
    </Screen>
  );
}

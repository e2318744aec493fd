import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { RealNameView } from '../../components/business/RealNameView';

export default function InformationAuthenticationScreen() {
  return (
    <Screen pattern={paths.certification.informationAuthentication} title="实名认证">
      <RealNameView />
    </Screen>
  );
}

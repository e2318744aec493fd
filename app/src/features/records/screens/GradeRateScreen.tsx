import { GradeRateView } from '../components/GradeRateView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function GradeRateScreen() {
  return (
    <Screen pattern={paths.records.gradeRate} title="等级费率">
      <GradeRateView />
    </Screen>
  );
}

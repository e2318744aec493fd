import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { ExchangeCodeForm } from '../components/ExchangeCodeForm';

export default function ExchangeCodeScreen() {
  return (
    <Screen pattern={paths.tasks.exchangeCode} title="兑换码">
      <ExchangeCodeForm />
    </Screen>
  );
}

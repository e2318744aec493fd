import { useParams } from 'react-router-dom';
import { BranchListView } from '../../components/channel/BranchListView';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';

export default function BranchListScreen() {
  const { cityCd, bankCode } = useParams();
  return (
    <Screen pattern={paths.certification.alipayBranchList} title="选择开户支行">
      <BranchListView cityCd={cityCd} bankCode={bankCode} />
    </Screen>
  );
}

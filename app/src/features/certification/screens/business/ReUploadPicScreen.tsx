import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { ReUploadPicForm } from '../../components/business/ReUploadPicForm';

export default function ReUploadPicScreen() {
  return (
    <Screen pattern={paths.certification.alipayReUploadPic} title="重新上传照片">
      <ReUploadPicForm />
    </Screen>
  );
}

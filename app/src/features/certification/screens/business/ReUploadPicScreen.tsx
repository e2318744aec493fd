// /AlipayCertificate/reUploadPic/{atMethod?}: without a method, the business certification's refused
// photos; with one (and ?channel=), the Alipay or WeChat certification's, sent with that method.
import { useParams } from 'react-router-dom';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { ReUploadPicForm } from '../../components/business/ReUploadPicForm';
import { ChannelReUploadForm } from '../../components/channel/ChannelReUploadForm';
import { isAtMethod } from '../../lib/channel';

export default function ReUploadPicScreen() {
  const { atMethod } = useParams();
  return (
    <Screen pattern={paths.certification.alipayReUploadPic} title="重新上传照片">
      {isAtMethod(atMethod) ? <ChannelReUploadForm atMethod={atMethod} /> : <ReUploadPicForm />}
    </Screen>
  );
}

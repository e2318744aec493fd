// Where a submitted onboarding stands (审核中 → 审核通过), with what was sent as the server keeps it
// (ID and card numbers masked).
import type { EndpointResponse } from '@merchant-h5/sdk';
import { DetailFields } from '../../../../components/DetailScreen/DetailFields';
import { ResultScreen } from '../../../../components/ResultScreen/ResultScreen';

type Submission = Extract<EndpointResponse<'merchantAccessFindAccessInfoBySts'>, { status: '00' | '01' }>;

const part = (data: Record<string, unknown>, name: string): Record<string, unknown> =>
  (data[name] as Record<string, unknown> | undefined) ?? {};

export function AccessSubmissionView({
  submission,
  merchantNo,
}: {
  submission: Submission;
  merchantNo?: string;
}) {
  const shop = { ...part(submission.data, 'smallBusinessInfo'), ...part(submission.data, 'businessInfo') };
  const person = part(submission.data, 'legalPersonInfo');
  const passed = submission.status === '00';
  return (
    <div data-state="ready">
      <ResultScreen
        status={passed ? 'success' : 'waiting'}
        title={passed ? '入网审核已通过' : '入网资料审核中'}
        description={passed ? '您现在可以开始收款了。' : '审核结果将通过消息通知您，通常 1–3 个工作日。'}
      />
      <DetailFields
        fields={[
          { label: '审核状态', value: submission.statusName },
          { label: '提交时间', value: submission.submitTime },
          { label: '商户编号', value: passed ? (merchantNo ?? '') : '' },
          { label: '经营名称', value: String(shop.mecDisNm ?? '') },
          { label: '经营类目', value: String(shop.mccValue ?? '') },
          { label: '法人身份证号', value: String(person.idNoMask ?? '') },
          { label: '结算卡号', value: String(person.actNo ?? ''), format: 'card' },
        ]}
      />
    </div>
  );
}

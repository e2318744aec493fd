// esignNature: the WeChat mini-program service agreements. Without operationId: the merchant's
// overview (its operation, type and defaults); with it: that operation's agreements for the type
// asked. `sign: true` records the signature once per session (a second signature keeps the
// first); an auto-audited signature passes at once, another waits for /__sim/onboarding/advance.
import type { EndpointResponse, MerchType } from '@merchant-h5/sdk';
import { ymd } from '../../../state/clock';
import type { MerchantState } from '../../../state/model';
import { badParam, notFound } from '../../errors';
import { submitForm } from '../forms';
import { optString } from '../input';
import { serverHtml } from '../server-html';
import type { HandlerRequest } from '../types';

export const AGREEMENT_FORM = 'agreement';

const TYPE_NAMES: Record<MerchType, string> = { '01': '个体工商户', '02': '小微商户', '03': '企业商户' };

const clause = (title: string, lines: string[]) =>
  `<h3>${title}</h3>${lines.map((l) => `<p>${l}</p>`).join('')}`;

const COMMON = [
  {
    code: 'WXPAY',
    title: '《微信支付服务协议》',
    content:
      clause('一、服务内容', ['本协议约定商户通过微信小程序渠道使用收款服务的权利和义务。']) +
      clause('二、资金结算', ['交易资金按约定周期结算至商户登记的结算账户。']),
  },
  {
    code: 'PRIVACY',
    title: '《个人信息处理授权书》',
    content: clause('授权范围', [
      '为完成商户入网与合规审核，商户同意我们向微信支付报送经营信息与法人身份信息。',
    ]),
  },
];

const BY_TYPE: Record<MerchType, { code: string; title: string; content: string }> = {
  '01': {
    code: 'INDIVIDUAL',
    title: '《个体工商户经营者声明》',
    content: clause('声明', ['本人为营业执照登记的经营者，所填经营信息真实有效。']),
  },
  '02': {
    code: 'MICRO',
    title: '《小微商户经营承诺书》',
    content: clause('承诺', ['本人无营业执照，以个人身份从事小额经营活动，单日收款额度以渠道规定为准。']),
  },
  '03': {
    code: 'COMPANY',
    title: '《企业商户结算授权书》',
    content: clause('授权', ['企业授权将交易资金结算至对公账户或法定代表人账户。']),
  },
};

const isMerchType = (v: string | undefined): v is MerchType => v === '01' || v === '02' || v === '03';
const flag = (v: string | undefined, fallback: '0' | '1'): '0' | '1' =>
  v === '0' || v === '1' ? v : fallback;

export function operationIdOf(state: MerchantState): string {
  return `OP${state.profile.merchantNo}`;
}

function defaults(state: MerchantState) {
  const licensed = state.profile.registNo !== '';
  const certified = state.certification.status === 'passed';
  return {
    merchType: (licensed ? '01' : '02') as MerchType,
    isAutoAudit: certified ? ('1' as const) : ('0' as const),
    businessAutoSwitch: certified ? ('1' as const) : ('0' as const),
  };
}

export function esignNature({
  session,
  state,
  input,
  now,
}: HandlerRequest<'esignNature'>): EndpointResponse<'esignNature'> {
  const own = defaults(state);
  const operationId = optString(input, 'operationId');
  if (operationId !== undefined && operationId !== operationIdOf(state))
    throw notFound(`协议 ${operationId}`);
  const askedType = optString(input, 'merchType');
  if (askedType !== undefined && !isMerchType(askedType)) throw badParam('merchType 应为 01、02 或 03');
  const signed = state.forms[AGREEMENT_FORM];
  const merchType = askedType ?? (signed?.data.merchType as MerchType | undefined) ?? own.merchType;
  const isAutoAudit = flag(optString(input, 'isAutoAudit'), own.isAutoAudit);
  const businessAutoSwitch = flag(optString(input, 'businessAutoSwitch'), own.businessAutoSwitch);
  if (input.sign === true && operationId !== undefined && !signed) {
    const auto = isAutoAudit === '1';
    submitForm(
      state,
      AGREEMENT_FORM,
      { operationId, merchType, isAutoAudit, businessAutoSwitch, signDay: ymd(now) },
      now,
      auto ? '00' : '01',
      auto ? '审核通过' : '审核中',
    );
  }
  const record = state.forms[AGREEMENT_FORM];
  const passed = record?.status === '00';
  return {
    contractNo: `ES${state.profile.merchantNo}`,
    operationId: operationIdOf(state),
    merchType,
    merchTypeName: TYPE_NAMES[merchType],
    isAutoAudit,
    businessAutoSwitch,
    signStatus: record ? '1' : '0',
    signTime: record ? String(record.data.signDay) : null,
    auditStatus: record ? (passed ? 'passed' : 'auditing') : 'none',
    wechatPayOpen: passed && record.data.businessAutoSwitch === '1' ? '1' : '0',
    agreements: [...COMMON, BY_TYPE[merchType]].map((a) => ({
      ...a,
      content: serverHtml(session, a.content),
    })),
    signUrl: '/h5/weChatMiniPgm/serviceAgreement',
  };
}

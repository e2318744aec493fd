// The compliance inspection (userAuthInfoSupplement*): what the regulator asks a certified merchant
// to confirm or supplement. Until the supplement is submitted, some functions are hidden
// (complianceIsHideFunctionApp); a submission is in review until /__sim/onboarding/advance passes it.
import { loadCatalog } from '../../../state/catalog';
import type { MerchantState } from '../../../state/model';
import { formData, formOrNone, submitForm } from '../forms';
import type { HandlerRequest, RequestContext } from '../types';
import { wrongState } from '../rules';
import { checkIdentity, checkSmallBusinessInfo, fieldProblem, withMaskedNumbers } from './onboarding-fields';

export const SUPPLEMENT_FORM = 'authSupplement';
/** What stays hidden until the supplement is in: withdrawals and quick pay. */
export const HIDDEN_UNTIL_SUPPLEMENTED = ['withdrawal', 'quickPay'];

export function needsSupplement(state: MerchantState): boolean {
  return state.certification.status === 'passed' && !state.forms[SUPPLEMENT_FORM];
}

function submit({ state, input, now }: HandlerRequest<'userAuthInfoSupplementSubmit'>) {
  const current = state.forms[SUPPLEMENT_FORM];
  if (current?.status === '01') throw wrongState('补充信息审核中，请勿重复提交');
  if (current?.status === '00') throw wrongState('补充信息已审核通过');
  checkSmallBusinessInfo(input);
  const reuse = input.reuseIdentity;
  if (reuse !== '0' && reuse !== '1') throw fieldProblem('reuseIdentity', '请选择是否沿用已认证的法人信息');
  if (reuse === '1' && state.realName.status !== 'passed' && !state.profile.legalManCardNo)
    throw fieldProblem('identityNo', '没有已认证的法人信息，请填写法人身份证号');
  if (reuse === '0') checkIdentity(input, now);
  return submitForm(state, SUPPLEMENT_FORM, withMaskedNumbers(formData(input)), now);
}

export const supplementHandlers = {
  userAuthInfoSupplementSubmit: submit,
  userAuthInfoSupplementQuery: ({ state }: RequestContext) => formOrNone(state, SUPPLEMENT_FORM),
  userAuthInfoSupplementNotice: ({ state }: RequestContext) => {
    const need = needsSupplement(state);
    return {
      needSupplement: need ? ('1' as const) : ('0' as const),
      notice: need
        ? '根据人民银行关于收单业务合规的监管要求，请核对并补充您的经营信息、门店照片与法人身份信息。补充完成前，提现与快捷收款暂不可用。'
        : '',
    };
  },
  userAuthInfoSupplementGetMccList: ({ ctx }: RequestContext) => ({
    list: loadCatalog(ctx.config.fixturesDir).mcc,
  }),
};

/** complianceIsHideFunctionApp: hidden while the supplement is missing. */
export function hiddenFunctions({ state }: RequestContext) {
  const hide = needsSupplement(state);
  return {
    isHide: hide ? ('1' as const) : ('0' as const),
    functions: hide ? HIDDEN_UNTIL_SUPPLEMENTED : [],
    certStatus: state.certification.status,
  };
}

// user-service: business certification (bqCertification) through its audit states and the
// small-merchant report (the certification/* calls are in ./channel.ts). An 'auditing' submission passes after the
// configured delay (settled when state is read) or when the control API advances it.
import { areasUnder } from '../../../state/catalog';
import { dateTime } from '../../../state/clock';
import { maskCard, maskIdNo, maskName } from '../../../state/generate/mask';
import type { MerchantState } from '../../../state/model';
import { formData, formOrNone, submitForm } from '../forms';
import { optString, reqIdNo, reqString } from '../input';
import { wrongState } from '../rules';
import type { HandlerRequest, ServiceHandlers } from '../types';
import { STATUS_NAMES } from '../shared/account';
import { checkedForm, registNoRefusal, withReuploadedPictures } from './certification-form';
import { licenseImageAnalysis } from './licence-reading';

export function certificationStatus(state: MerchantState) {
  const c = state.certification;
  return {
    status: c.status,
    statusName: STATUS_NAMES[c.status],
    rejectReason: c.rejectReason,
    rejectedPics: c.rejectedPics,
    auditDueAt: c.auditDueAt === null ? null : dateTime(c.auditDueAt),
    history: c.history,
  };
}

function certificationForm(state: MerchantState) {
  const f = state.certification.form ?? {};
  const s = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : '');
  const pics = {
    legalManFrontPic: s('legalManFrontPic'),
    legalManReversePic: s('legalManReversePic'),
    businessLicensePic: s('businessLicensePic'),
    shopPic: s('shopPic'),
    insideScenePic: s('insideScenePic'),
  };
  return {
    registNo: s('registNo'),
    registProvince: s('registProvince') || state.profile.regProvCd,
    registCity: s('registCity') || state.profile.regCityCd,
    registArea: s('registArea') || state.profile.regDistCd,
    businessName: s('businessName') || state.profile.merchantName,
    businessAddress: s('businessAddress') || state.profile.businessAddress,
    actNo: maskCard(s('actNo')),
    bankName: s('bankName'),
    ...pics,
    haveSubmit: state.certification.status !== 'none',
    inputUserInfo: {
      useSelfInfo: true,
      legalManName: maskName(s('legalManName') || state.profile.legalManName),
      legalManCardNo: maskIdNo(s('legalManCardNo') || state.profile.legalManCardNo),
      cardStartTime: s('cardStartTime'),
      cardEndTime: s('cardEndTime'),
    },
    imageInfo: pics,
  };
}

function submit(allowedFrom: 'none' | 'rejected') {
  return ({
    ctx,
    state,
    input,
    now,
  }: HandlerRequest<'bqCertificationSubmit' | 'bqCertificationReSubmit'>) => {
    const c = state.certification;
    if (c.status === 'auditing') throw wrongState('认证审核中，请勿重复提交');
    if (c.status === 'passed') throw wrongState('已认证，无需重复提交');
    if (c.status !== allowedFrom)
      throw wrongState(allowedFrom === 'rejected' ? '仅审核驳回后可重新提交' : '认证已驳回，请重新提交');
    // A photo rejection takes the refused photos alone; any other rejection, the whole form again.
    c.form =
      allowedFrom === 'rejected' && c.rejectedPics.length > 0
        ? withReuploadedPictures(c.form ?? {}, c.rejectedPics, input)
        : { ...(c.form ?? {}), ...checkedForm(input, now) };
    c.status = 'auditing';
    c.rejectReason = null;
    c.rejectedPics = [];
    c.auditDueAt =
      ctx.settings.certificationAuditMs === null ? null : now + ctx.settings.certificationAuditMs;
    c.history.push({
      status: 'auditing',
      time: dateTime(now),
      remark: allowedFrom === 'rejected' ? '重新提交，等待审核' : '已提交，等待审核',
    });
    return certificationStatus(state);
  };
}

function checkRegistNo(registNo: string) {
  const reason = registNoRefusal(registNo) ?? '';
  return { registNo, valid: reason === '', reason };
}

export const certificationHandlers = {
  bqCertificationQueryArea: ({ ctx, input }) => {
    // Reuses the onboarding area tree: no parentCode → provinces.
    const parent = optString(input, 'parentCode');
    return { parentCode: parent ?? null, list: areasUnder(ctx.config.fixturesDir, parent) };
  },
  bqCertificationCheckRegistNo: ({ state, input }) => {
    return checkRegistNo((optString(input, 'registNo') ?? state.profile.registNo).toUpperCase());
  },
  bqCertificationQueryStatus: ({ state }) => certificationStatus(state),
  bqCertificationQueryInfo: ({ state }) => certificationForm(state),
  bqCertificationGetMecAuthInfo: ({ state }) => ({
    merchantNo: state.profile.merchantNo,
    merchantName: state.profile.merchantName,
    legalManName: maskName(state.profile.legalManName),
    legalManCardNo: maskIdNo(state.profile.legalManCardNo),
    registNo: state.profile.registNo,
    authStatus: state.certification.status,
  }),
  bqCertificationSubmit: submit('none'),
  bqCertificationReSubmit: submit('rejected'),
  bqCertificationIdentityCheck: ({ input }) => {
    const name = reqString(input, 'name');
    const idNo = reqIdNo(input, 'idNo');
    return { pass: true, name: maskName(name), idNo: maskIdNo(idNo) };
  },
  bqCertificationLicenseImageAnalysis: licenseImageAnalysis,
  bqCertificationAgentCheckRegisterNo: ({ state, input }) => {
    const registNo = (optString(input, 'registNo') ?? state.profile.registNo).toUpperCase();
    return { registNo, valid: checkRegistNo(registNo).valid, agentName: '上海星链服务商' };
  },
  bqCertificationQueryMerchantAuthShow: ({ state }) => ({
    show: state.certification.status === 'passed' ? '0' : '1',
    status: state.certification.status,
  }),
  cpMerchantQuery: ({ state }) => formOrNone(state, 'cpMerchant'),
  cpMerchantSubmit: ({ state, input, now }) => {
    if (state.forms.cpMerchant?.status === '01') throw wrongState('报备审核中，请勿重复提交');
    reqString(input, 'businessName');
    return submitForm(state, 'cpMerchant', formData(input), now);
  },
} satisfies Partial<ServiceHandlers<'user-service'>>;

// user-service certification/*: the Alipay and WeChat merchant certification (sdk
// channel-certification.types.ts) — opened, submitted with an authentication method, audited (on
// time, or by POST /__sim/certification/channel/advance). Without `channel` the calls keep their
// real-name meaning.
import type { AtMethod, CertChannel, CertificationPicField } from '@merchant-h5/sdk';
import { dateTime } from '../../../state/clock';
import { maskIdNo, maskName } from '../../../state/generate/mask';
import type { ChannelRecord, MerchantState } from '../../../state/model';
import { BusinessRuleError, badParam } from '../../errors';
import { optString, reqIdNo, reqString } from '../input';
import { checkedIdNo, fieldProblem, withReuploadedPictures } from './certification-form';
import { publicCard } from '../cards/card-bind';
import { wrongState } from '../rules';
import type { HandlerInput, ServiceHandlers } from '../types';
import { STATUS_NAMES } from '../shared/account';

export const CHANNEL_NAMES: Record<CertChannel, string> = { alipay: '支付宝', wechat: '微信' };

/**
 * The photos each method's audit looks at: the legal person's ID card and the shop for the legal
 * person, the shop alone for the settlement account (the bank vouches for the holder).
 */
export const METHOD_PICTURES: Record<AtMethod, readonly CertificationPicField[]> = {
  legalPerson: ['legalManFrontPic', 'legalManReversePic', 'shopPic', 'insideScenePic'],
  account: ['shopPic', 'insideScenePic'],
};

/** The field-level refusals of a submit (the app shows them beside the field). */
export const CHANNEL_ERRORS = {
  name: () => new BusinessRuleError('3201', '姓名与法定代表人不一致'),
  idNo: () => new BusinessRuleError('3202', '身份证号与法定代表人不一致'),
  account: () => new BusinessRuleError('3203', '结算账户不存在，请先添加结算卡'),
};

function channelIn(
  input: HandlerInput<
    'certificationMerchantRepo' | 'certificationAddPersonAccount' | 'certificationSubmitCertification'
  >,
): CertChannel | null {
  const channel = optString(input, 'channel');
  if (channel === undefined) return null;
  if (channel !== 'alipay' && channel !== 'wechat') throw badParam("channel 应为 'alipay' 或 'wechat'");
  return channel;
}

/** The channel's record, created on first use; a due audit is settled here. */
export function channelRecord(state: MerchantState, channel: CertChannel, now: number): ChannelRecord {
  const channels = (state.channels ??= {});
  const rec = (channels[channel] ??= {
    opened: false,
    atMethod: null,
    status: 'none',
    rejectReasons: [],
    auditDueAt: null,
    cardId: null,
    history: [],
  });
  if (rec.status === 'auditing' && rec.auditDueAt !== null && now >= rec.auditDueAt) {
    rec.status = 'passed';
    rec.auditDueAt = null;
    rec.history.push({ status: 'passed', time: dateTime(now), remark: '审核通过（自动）' });
  }
  return rec;
}

/** Who may open it: a merchant with a legal person, and (with a licence) a passed business certification. */
function eligibility(state: MerchantState) {
  const smallMerchant = !state.profile.registNo;
  const reason = !state.profile.legalManName
    ? '请先完成商户入网，补全法定代表人信息后再来开通'
    : !smallMerchant && state.certification.status !== 'passed'
      ? '请先完成商户认证（营业执照认证），审核通过后即可开通'
      : null;
  return { eligible: reason === null, ineligibleReason: reason, smallMerchant };
}

/** The legal person the server has, masked; null without a name and ID on file. */
function legalPersonOnFile(state: MerchantState) {
  const { legalManName, legalManCardNo } = state.profile;
  return legalManName && legalManCardNo
    ? { nameMask: maskName(legalManName), idNoMask: maskIdNo(legalManCardNo) }
    : null;
}

function report(state: MerchantState, channel: CertChannel, now: number) {
  const rec = channelRecord(state, channel, now);
  const settlement = state.cards.find((c) => c.isSettlement);
  const passed = rec.status === 'passed';
  return {
    repoStatus: passed ? '1' : '0',
    repoStatusName: passed ? '已报备' : '未报备',
    merchantNo: state.profile.merchantNo,
    channel,
    ...eligibility(state),
    opened: rec.opened,
    atMethod: rec.atMethod,
    status: rec.status,
    statusName: STATUS_NAMES[rec.status],
    rejectReasons: rec.rejectReasons,
    rejectedPics: rec.rejectedPics ?? [],
    holderNameMask: maskName(state.profile.legalManName),
    legalPersonOnFile: legalPersonOnFile(state),
    account: settlement ? publicCard(settlement) : null,
    history: rec.history,
  } as const;
}

/**
 * After a photo rejection: the refused photos of the same method, each one new; the identity or
 * account on file stays. A rejection for anything else asks for the whole method again.
 */
function reuploadPictures(rec: ChannelRecord, atMethod: string | undefined, given: unknown): AtMethod {
  const refused = rec.rejectedPics ?? [];
  if (rec.status !== 'rejected' || refused.length === 0) throw wrongState('没有需要重新上传的照片');
  if (rec.atMethod === null || atMethod !== rec.atMethod)
    throw wrongState('验证方式与驳回时不同，请重新选择验证方式并完整提交');
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw badParam('pictures 应为 {照片字段: 图片编号}');
  rec.pictures = withReuploadedPictures(
    rec.pictures ?? {},
    refused,
    given as Record<string, unknown>,
  ) as Record<string, string>;
  return rec.atMethod;
}

export const channelHandlers = {
  certificationMerchantRepo: ({ state, input, now }) => report(state, channelIn(input) ?? 'alipay', now),
  certificationAddPersonAccount: ({ state, input, now }) => {
    const channel = channelIn(input);
    const base = { accountStatus: '1', merchantNo: state.profile.merchantNo } as const;
    if (channel === null) {
      const actName = reqString(input, 'actName');
      return { ...base, actName: maskName(actName), channel: null, opened: false };
    }
    const { ineligibleReason } = eligibility(state);
    if (ineligibleReason) throw wrongState(ineligibleReason);
    const rec = channelRecord(state, channel, now);
    if (!rec.opened) {
      rec.opened = true;
      rec.history.push({
        status: 'none',
        time: dateTime(now),
        remark: `已开通${CHANNEL_NAMES[channel]}商家认证`,
      });
    }
    return { ...base, actName: maskName(state.profile.legalManName), channel, opened: true };
  },
  certificationSubmitCertification: ({ ctx, state, input, now }) => {
    const channel = channelIn(input);
    if (channel === null) {
      if (state.realName.status === 'passed') throw wrongState('已实名认证');
      const name = optString(input, 'name');
      if (!name) throw fieldProblem('name', '请填写姓名');
      const idNo = checkedIdNo(input, 'idNo', now);
      state.realName = { status: 'passed', name, idNo };
      return {
        status: 'passed',
        statusName: STATUS_NAMES.passed,
        time: dateTime(now),
        channel: null,
        atMethod: null,
      };
    }
    const rec = channelRecord(state, channel, now);
    if (!rec.opened) throw wrongState(`请先开通${CHANNEL_NAMES[channel]}商家认证`);
    if (rec.status === 'auditing') throw wrongState('认证审核中，请勿重复提交');
    if (rec.status === 'passed') throw wrongState('已认证，无需重复提交');
    const asked = optString(input, 'atMethod');
    let atMethod: AtMethod;
    if (input.pictures !== undefined) {
      atMethod = reuploadPictures(rec, asked, input.pictures);
    } else if (asked === 'legalPerson' && input.onFile === true) {
      atMethod = asked;
      if (!legalPersonOnFile(state)) throw fieldProblem('name', '请填写法定代表人姓名和身份证号');
      rec.cardId = null;
    } else if (asked === 'legalPerson') {
      atMethod = asked;
      if (reqString(input, 'name').trim() !== state.profile.legalManName) throw CHANNEL_ERRORS.name();
      if (reqIdNo(input, 'idNo') !== state.profile.legalManCardNo.toUpperCase()) throw CHANNEL_ERRORS.idNo();
      rec.cardId = null;
    } else if (asked === 'account') {
      atMethod = asked;
      if (eligibility(state).smallMerchant) throw wrongState('小微商户请使用法定代表人验证');
      const card = state.cards.find((c) => c.cardId === reqString(input, 'cardId') && c.isSettlement);
      if (!card) throw CHANNEL_ERRORS.account();
      rec.cardId = card.cardId;
    } else throw badParam("atMethod 应为 'legalPerson' 或 'account'");
    const resubmit = rec.status === 'rejected';
    Object.assign(rec, { atMethod, status: 'auditing', rejectReasons: [], rejectedPics: [] });
    rec.auditDueAt =
      ctx.settings.certificationAuditMs === null ? null : now + ctx.settings.certificationAuditMs;
    rec.history.push({
      status: 'auditing',
      time: dateTime(now),
      remark: resubmit ? '重新提交，等待审核' : '已提交，等待审核',
    });
    return { status: 'auditing', statusName: STATUS_NAMES.auditing, time: dateTime(now), channel, atMethod };
  },
  certificationQuerySts: ({ state }) => ({
    status: state.realName.status,
    statusName: STATUS_NAMES[state.realName.status],
    name: state.realName.name ? maskName(state.realName.name) : null,
    idNo: state.realName.idNo ? maskIdNo(state.realName.idNo) : null,
  }),
} satisfies Partial<ServiceHandlers<'user-service'>>;

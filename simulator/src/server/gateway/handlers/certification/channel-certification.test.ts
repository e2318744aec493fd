// The Alipay / WeChat merchant certification through its states: eligibility, opening, the two
// authentication methods, the audit (timer and control API), the settlement account it verifies.
import { describe, expect, it } from 'vitest';
import type { CertChannel, EndpointBody } from '@merchant-h5/sdk';
import { TODAY } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({ certificationAuditMs: 30_000 });
const { clock, call } = suite;

type Submission = EndpointBody<'certificationSubmitCertification'>;
const repo = (s: string, channel: CertChannel = 'alipay', scenario?: string) =>
  call(s, 'certificationMerchantRepo', { channel }, scenario).then((r) => r.data);
const advance = (s: string, body: Record<string, unknown>) =>
  fetch(`${suite.sim.url}/__sim/certification/channel/advance?session=${s}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const legalPerson = {
  channel: 'alipay',
  atMethod: 'legalPerson',
  name: '张伟',
  idNo: '310101198803071234',
} satisfies Submission;

describe('Alipay / WeChat merchant certification', () => {
  it('is not open to a merchant without a certified business, and says what to do', async () => {
    const r = await repo('ch-new', 'alipay', 'new-merchant');
    expect(r).toMatchObject({ eligible: false, opened: false, status: 'none' });
    expect(r.ineligibleReason).toContain('商户入网');
    const open = await call('ch-new', 'certificationAddPersonAccount', { channel: 'alipay' }, 'new-merchant');
    expect(open.code).not.toBe('200');
    expect((await repo('ch-new', 'alipay', 'new-merchant')).opened).toBe(false);
  });

  it('open → legal person method → auditing → passed by the timer; each channel on its own', async () => {
    clock.now = TODAY;
    const s = 'ch-lp';
    expect((await call(s, 'certificationSubmitCertification', legalPerson)).msg).toContain('请先开通');
    expect((await call(s, 'certificationAddPersonAccount', { channel: 'alipay' })).data).toMatchObject({
      opened: true,
      actName: '*伟',
    });
    expect(await repo(s)).toMatchObject({
      eligible: true,
      opened: true,
      status: 'none',
      holderNameMask: '*伟',
    });
    const wrongId = await call(s, 'certificationSubmitCertification', {
      ...legalPerson,
      idNo: '11010519491231002X',
    });
    expect(wrongId).toMatchObject({ code: '3202', msg: '身份证号与法定代表人不一致' });
    const wrongName = await call(s, 'certificationSubmitCertification', { ...legalPerson, name: '李四' });
    expect(wrongName.code).toBe('3201');
    expect((await repo(s)).status).toBe('none');

    const sent = await call(s, 'certificationSubmitCertification', legalPerson);
    expect(sent.data).toMatchObject({ status: 'auditing', channel: 'alipay', atMethod: 'legalPerson' });
    expect((await call(s, 'certificationSubmitCertification', legalPerson)).msg).toBe(
      '认证审核中，请勿重复提交',
    );
    expect(await repo(s)).toMatchObject({ status: 'auditing', atMethod: 'legalPerson' });
    expect((await repo(s, 'wechat')).opened).toBe(false);
    clock.now = TODAY + 30_000;
    expect(await repo(s)).toMatchObject({ status: 'passed', repoStatus: '1' });
    clock.now = TODAY;
  });

  it('shows the legal person on file, masked, and takes it as it is', async () => {
    const s = 'ch-on-file';
    await call(s, 'certificationAddPersonAccount', { channel: 'alipay' });
    expect((await repo(s)).legalPersonOnFile).toEqual({ nameMask: '*伟', idNoMask: '310***********1234' });
    const sent = await call(s, 'certificationSubmitCertification', {
      channel: 'alipay',
      atMethod: 'legalPerson',
      onFile: true,
    });
    expect(sent.data).toMatchObject({ status: 'auditing', atMethod: 'legalPerson' });
    expect((await repo('ch-new-on-file', 'alipay', 'new-merchant')).legalPersonOnFile).toBeNull();
  });

  it('account method verifies the settlement card; rejected with reasons by the control API, then resubmitted', async () => {
    const s = 'ch-acct';
    await call(s, 'certificationAddPersonAccount', { channel: 'wechat' });
    const refused = await call(s, 'certificationSubmitCertification', {
      channel: 'wechat',
      atMethod: 'account',
      cardId: 'nope',
    });
    expect(refused.code).toBe('3203');
    const changed = await call(s, 'setBankUpdate', {
      cardNo: '6214830212345671',
      bankCode: '0308',
      lbnkNo: '30831000001',
      branchBankNm: '招商银行上海市黄浦区支行',
    });
    expect(changed.data.card.cardNo).toBe('621483******5671');
    const account = (await repo(s, 'wechat')).account!;
    expect(account.cardNo).toBe('621483******5671');
    const body: Submission = { channel: 'wechat', atMethod: 'account', cardId: account.cardId };
    expect((await call(s, 'certificationSubmitCertification', body)).data).toMatchObject({
      status: 'auditing',
    });

    expect((await advance(s, { channel: 'alipay' })).status).toBe(409);
    const rejected = await advance(s, { channel: 'wechat', outcome: 'rejected', reasons: ['户名不一致'] });
    expect(await rejected.json()).toMatchObject({
      from: 'auditing',
      status: 'rejected',
      rejectReasons: ['户名不一致'],
    });
    expect(await repo(s, 'wechat')).toMatchObject({ status: 'rejected', rejectReasons: ['户名不一致'] });
    expect((await call(s, 'certificationSubmitCertification', body)).data.status).toBe('auditing');
    expect((await advance(s, { channel: 'wechat' })).status).toBe(200);
    expect(await repo(s, 'wechat')).toMatchObject({ status: 'passed', rejectReasons: [] });
  });

  it('a settlement card that fails the Luhn check is refused', async () => {
    const r = await call('ch-luhn', 'setBankUpdate', { cardNo: '6222021234567890123', bankCode: '0102' });
    expect(r.msg).toContain('银行卡号有误');
  });

  it('a photo rejection is re-uploaded alone for the same method; the identity on file is kept', async () => {
    const s = 'ch-pics';
    await call(s, 'certificationAddPersonAccount', { channel: 'wechat' });
    const wechat: Submission = { ...legalPerson, channel: 'wechat' };
    await call(s, 'certificationSubmitCertification', wechat);
    // The channel's audit does not look at the licence photo: the control API refuses naming it.
    const bad = await advance(s, {
      channel: 'wechat',
      outcome: 'rejected',
      pictures: ['businessLicensePic'],
    });
    expect(bad.status).toBe(400);
    expect((await repo(s, 'wechat')).status).toBe('auditing');
    const rejected = await advance(s, {
      channel: 'wechat',
      outcome: 'rejected',
      pictures: [{ field: 'legalManFrontPic', reason: '身份证人像面反光' }],
    });
    expect(await rejected.json()).toMatchObject({
      rejectReasons: ['身份证人像面反光'],
      rejectedPics: [{ field: 'legalManFrontPic', reason: '身份证人像面反光' }],
    });
    const again = (body: Submission) => call(s, 'certificationSubmitCertification', body);
    expect(
      (await again({ channel: 'wechat', atMethod: 'account', pictures: { legalManFrontPic: 'IMG-9' } })).msg,
    ).toContain('验证方式与驳回时不同');
    expect((await again({ channel: 'wechat', atMethod: 'legalPerson', pictures: {} })).msg).toContain(
      'legalManFrontPic 请重新上传法人身份证人像面',
    );
    expect(
      (await again({ channel: 'alipay', atMethod: 'legalPerson', pictures: { legalManFrontPic: 'IMG-9' } }))
        .code,
    ).not.toBe('200');
    const sent = await again({
      channel: 'wechat',
      atMethod: 'legalPerson',
      pictures: { legalManFrontPic: 'IMG-9' },
    });
    expect(sent.data).toMatchObject({ status: 'auditing', atMethod: 'legalPerson' });
    expect(await repo(s, 'wechat')).toMatchObject({
      status: 'auditing',
      rejectedPics: [],
      rejectReasons: [],
    });
    // Nothing refused any more: a second re-upload is refused.
    expect(
      (await again({ channel: 'wechat', atMethod: 'legalPerson', pictures: { legalManFrontPic: 'IMG-10' } }))
        .code,
    ).not.toBe('200');
  });

  it('rejects with the shop photo by default, and with none when only reasons are given', async () => {
    const s = 'ch-default';
    await call(s, 'certificationAddPersonAccount', { channel: 'alipay' });
    await call(s, 'certificationSubmitCertification', legalPerson);
    await advance(s, { outcome: 'rejected' });
    expect(await repo(s)).toMatchObject({ rejectedPics: [{ field: 'shopPic' }] });
    await call(s, 'certificationSubmitCertification', legalPerson);
    await advance(s, { outcome: 'rejected', reasons: ['法人信息与工商登记不一致'] });
    expect(await repo(s)).toMatchObject({ rejectedPics: [], rejectReasons: ['法人信息与工商登记不一致'] });
  });
});

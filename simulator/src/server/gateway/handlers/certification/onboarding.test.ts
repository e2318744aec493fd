// Onboarding, the compliance supplement and the service agreements: what each action changes in
// the session, the refusals that name their field, and no ID or card number answered in clear.
import { describe, expect, it } from 'vitest';
import type { EndpointBody } from '@merchant-h5/sdk';
import { simulatorSuite } from '../../testing/suite';
import { EXAMPLES } from '../../testing/examples';

const suite = simulatorSuite();
const { call } = suite;

async function advance(session: string, form?: string) {
  const res = await fetch(`${suite.sim.url}/__sim/onboarding/advance?session=${session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(form ? { form } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const access = EXAMPLES.merchantAccessIncom!.body!;
const legal = access.legalPersonInfo;
const business = access.businessInfo;

describe('onboarding (merchant/access)', () => {
  it('incom → in review → advance → passed, and the kept form has the numbers masked', async () => {
    const s = 'onb-1';
    expect((await call(s, 'merchantAccessFindAccessResult', {}, 'new-merchant')).data).toMatchObject({
      accessStatus: 'none',
    });
    const sent = await call(s, 'merchantAccessIncom', access, 'new-merchant');
    expect(sent.data.status).toBe('01');
    const text = JSON.stringify(sent.data);
    expect(text).not.toContain('310101198803071234');
    expect(text).not.toContain('6222021234567890128');
    expect(text).toContain('310***********1234');
    expect((await call(s, 'merchantAccessIncom', access, 'new-merchant')).code).toBe('3005');
    expect((await advance(s, 'access')).body).toMatchObject({ passed: ['access'] });
    expect((await call(s, 'merchantAccessFindAccessResult', {}, 'new-merchant')).data).toMatchObject({
      accessStatus: '00',
      statusName: '审核通过',
    });
    expect((await advance(s, 'access')).status).toBe(409);
  });

  it('a wrong field is named first in the message', async () => {
    const s = 'onb-2';
    const wrongRegist = { ...access, businessInfo: { ...business, registCode: '91310101MA1FL0XX3C' } };
    const refused = await call(s, 'merchantAccessIncom', wrongRegist, 'new-merchant');
    expect(refused.code).toBe('1001');
    expect(refused.msg).toBe('参数错误：registCode 注册号校验位不正确，请核对营业执照');
    const wrongId = { ...access, legalPersonInfo: { ...legal, identityNo: '310101198803071235' } };
    expect((await call(s, 'merchantAccessIncom', wrongId, 'new-merchant')).msg).toMatch(
      /^参数错误：identityNo /,
    );
    const wrongCard = { ...access, legalPersonInfo: { ...legal, actNo: '6222021234567890121' } };
    expect((await call(s, 'merchantAccessIncom', wrongCard, 'new-merchant')).msg).toMatch(
      /^参数错误：actNo /,
    );
    expect((await call(s, 'merchantAccessFindAccessResult', {}, 'new-merchant')).data).toMatchObject({
      accessStatus: 'none',
    });
  });

  it('a small merchant submits smallBusinessInfo without the licence fields', async () => {
    const s = 'onb-3';
    const body = EXAMPLES.merchantAccessMicroIncom!.body!;
    expect((await call(s, 'merchantAccessMicroIncom', body, 'new-merchant')).data).toMatchObject({
      status: '01',
    });
    expect(
      (await call(s, 'merchantAccessFindAccessInfoBySts', { kind: 'micro' }, 'new-merchant')).data,
    ).toMatchObject({ status: '01', data: { smallBusinessInfo: { mecDisNm: '幸福小摊' } } });
  });
});

describe('compliance supplement', () => {
  it('notice and hidden functions until submitted; submit → review → passed', async () => {
    const s = 'cmp-1';
    expect((await call(s, 'userAuthInfoSupplementNotice')).data).toMatchObject({ needSupplement: '1' });
    expect((await call(s, 'complianceIsHideFunctionApp')).data).toMatchObject({ isHide: '1' });
    const noPic = { ...EXAMPLES.userAuthInfoSupplementSubmit!.body!, storePic: '' };
    expect((await call(s, 'userAuthInfoSupplementSubmit', noPic)).msg).toBe(
      '参数错误：storePic 请填写门头照',
    );
    const own: EndpointBody<'userAuthInfoSupplementSubmit'> = {
      ...noPic,
      storePic: 'img-9',
      reuseIdentity: '0',
      identityName: '李四',
      identityNo: '11010519491231002X',
    };
    expect((await call(s, 'userAuthInfoSupplementSubmit', own)).data).toMatchObject({ status: '01' });
    const query = await call(s, 'userAuthInfoSupplementQuery');
    expect(JSON.stringify(query.data)).not.toContain('11010519491231002X');
    expect((await call(s, 'complianceIsHideFunctionApp')).data).toMatchObject({ isHide: '0' });
    await advance(s, 'authSupplement');
    expect((await call(s, 'userAuthInfoSupplementQuery')).data).toMatchObject({ status: '00' });
  });
});

describe('service agreements (esignNature)', () => {
  it('the overview names the operation; the agreements follow merchType; signing twice keeps the first', async () => {
    const s = 'agr-1';
    const overview = (await call(s, 'esignNature')).data;
    expect(overview).toMatchObject({ signStatus: '0', auditStatus: 'none' });
    const ask: EndpointBody<'esignNature'> = {
      operationId: overview.operationId,
      merchType: '02',
      isAutoAudit: '0',
      businessAutoSwitch: '1',
    };
    const micro = (await call(s, 'esignNature', ask)).data;
    expect(micro.agreements.map((a) => a.code)).toContain('MICRO');
    expect(micro.merchTypeName).toBe('小微商户');
    const signed = (await call(s, 'esignNature', { ...ask, sign: true })).data;
    expect(signed).toMatchObject({ signStatus: '1', auditStatus: 'auditing', wechatPayOpen: '0' });
    const again = (
      await call(s, 'esignNature', {
        ...ask,
        merchType: '03',
        isAutoAudit: '1',
        sign: true,
      })
    ).data;
    expect(again.auditStatus).toBe('auditing');
    await advance(s, 'agreement');
    expect((await call(s, 'esignNature')).data).toMatchObject({
      auditStatus: 'passed',
      wechatPayOpen: '1',
      merchType: '02',
    });
  });

  it('an auto-audited signature passes at once; an unknown operation is 1004', async () => {
    const s = 'agr-2';
    const { operationId } = (await call(s, 'esignNature')).data;
    const ask: EndpointBody<'esignNature'> = {
      operationId,
      merchType: '01',
      isAutoAudit: '1',
      businessAutoSwitch: '0',
      sign: true,
    };
    expect((await call(s, 'esignNature', ask)).data).toMatchObject({
      auditStatus: 'passed',
      wechatPayOpen: '0',
    });
    expect((await call(s, 'esignNature', { operationId: 'OPX' })).code).toBe('1004');
  });
});

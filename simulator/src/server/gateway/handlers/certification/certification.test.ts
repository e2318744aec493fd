// Business certification through its audit states: submit, the 30 s timer on the simulator
// clock, rejection from the control API, reSubmit.
import { describe, expect, it } from 'vitest';
import { TODAY } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({ certificationAuditMs: 30_000 });
const { clock, call } = suite;

describe('business certification', () => {
  const form = { registNo: '92310104MA1K4LQW30', legalManName: '李娜', legalManCardNo: '31010419900101002X' };

  it('submit → auditing → passed by the timer (30 s on the simulator clock)', async () => {
    clock.now = TODAY;
    const s = 'act-cert';
    const submitted = await call(s, 'bqCertificationSubmit', form, 'new-merchant');
    expect(submitted.data).toMatchObject({ status: 'auditing', auditDueAt: '2026-11-22 10:00:30' });
    expect((await call(s, 'bqCertificationSubmit', form, 'new-merchant')).msg).toBe(
      '认证审核中，请勿重复提交',
    );
    clock.now = TODAY + 29_000;
    expect((await call(s, 'bqCertificationQueryStatus', {}, 'new-merchant')).data.status).toBe('auditing');
    clock.now = TODAY + 30_000;
    expect((await call(s, 'bqCertificationQueryStatus', {}, 'new-merchant')).data.status).toBe('passed');
    clock.now = TODAY;
  });

  it('rejected (through the control API) → reSubmit → auditing; reSubmit is refused in other states', async () => {
    const s = 'act-cert2';
    await call(s, 'bqCertificationSubmit', form, 'new-merchant');
    const advance = await fetch(`${suite.sim.url}/__sim/certification/advance?session=${s}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'rejected', reason: '照片模糊', pictures: [] }),
    });
    expect(await advance.json()).toMatchObject({
      from: 'auditing',
      status: 'rejected',
      rejectReason: '照片模糊',
    });
    expect((await call(s, 'bqCertificationQueryStatus', {}, 'new-merchant')).data.rejectReason).toBe(
      '照片模糊',
    );
    expect((await call(s, 'bqCertificationSubmit', form, 'new-merchant')).code).toBe('3005');
    expect((await call(s, 'bqCertificationReSubmit', form, 'new-merchant')).data.status).toBe('auditing');
    expect((await call(s, 'bqCertificationReSubmit', form, 'new-merchant')).code).toBe('3005');
  });

  const advance = (s: string, body: unknown) =>
    fetch(`${suite.sim.url}/__sim/certification/advance?session=${s}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);

  it('refuses a registration number or an ID number whose check character is wrong, naming the field', async () => {
    const s = 'act-cert-checks';
    const refused = async (patch: Record<string, string>) =>
      (await call(s, 'bqCertificationSubmit', { ...form, ...patch }, 'new-merchant')).msg;
    expect(await refused({ registNo: '92310104MA1K4LQW3B' })).toBe(
      '参数错误：registNo 营业执照注册号校验位不正确',
    );
    expect(await refused({ registNo: '9231' })).toBe('参数错误：registNo 营业执照注册号格式不正确');
    expect(await refused({ legalManCardNo: '310104199001010021' })).toBe(
      '参数错误：legalManCardNo 身份证号校验位不正确',
    );
    // 1990 was no leap year: 29 February 1990 is no birth date.
    expect(await refused({ legalManCardNo: '310104199002290020' })).toBe(
      '参数错误：legalManCardNo 身份证号的出生日期不正确',
    );
    expect(await refused({ cardStartTime: '2020-01-01', cardEndTime: '2019-01-01' })).toBe(
      '参数错误：cardEndTime 截止日期应晚于起始日期',
    );
    expect(await refused({ actNo: '6222021234567890124' })).toBe(
      '参数错误：actNo 银行卡号校验不通过，请核对',
    );
    const check = await call(
      s,
      'bqCertificationCheckRegistNo',
      { registNo: '92310104MA1K4LQW3B' },
      'new-merchant',
    );
    expect(check.data).toEqual({
      registNo: '92310104MA1K4LQW3B',
      valid: false,
      reason: '营业执照注册号校验位不正确',
    });
    // Nothing was taken: the merchant is still to submit.
    const status = await call(s, 'bqCertificationQueryStatus', {}, 'new-merchant');
    expect(status.data.status).toBe('none');
    const ok = await call(
      s,
      'bqCertificationSubmit',
      { ...form, cardStartTime: '2016-03-07', cardEndTime: '长期', actNo: '6222021234567890128' },
      'new-merchant',
    );
    expect(ok.data.status).toBe('auditing');
  });

  it('a photo rejection (shopPic by default) takes the refused photo again, changed, and keeps the rest', async () => {
    const s = 'act-cert-pics';
    const pics = { shopPic: 'IMG-shop-1', businessLicensePic: 'IMG-lic-1' };
    await call(s, 'bqCertificationSubmit', { ...form, ...pics }, 'new-merchant');
    expect(await advance(s, { outcome: 'rejected' })).toMatchObject({
      status: 'rejected',
      rejectReason: '门头照不清晰，请重新拍摄',
      rejectedPics: [{ field: 'shopPic', reason: '门头照不清晰，请重新拍摄' }],
    });
    const status = await call(s, 'bqCertificationQueryStatus', {}, 'new-merchant');
    expect(status.data.rejectedPics).toEqual([{ field: 'shopPic', reason: '门头照不清晰，请重新拍摄' }]);

    expect((await call(s, 'bqCertificationReSubmit', { shopPic: 'IMG-shop-1' }, 'new-merchant')).msg).toBe(
      '参数错误：shopPic 请重新上传门头照',
    );
    expect(
      (await call(s, 'bqCertificationReSubmit', { businessLicensePic: 'IMG-x' }, 'new-merchant')).msg,
    ).toBe('参数错误：shopPic 请重新上传门头照');
    const again = await call(
      s,
      'bqCertificationReSubmit',
      { shopPic: 'IMG-shop-2', businessLicensePic: 'IMG-lic-ignored' },
      'new-merchant',
    );
    expect(again.data).toMatchObject({ status: 'auditing', rejectedPics: [] });
    const info = await call(s, 'bqCertificationQueryInfo', {}, 'new-merchant');
    expect(info.data).toMatchObject({
      shopPic: 'IMG-shop-2',
      businessLicensePic: 'IMG-lic-1',
      registNo: form.registNo,
    });
  });

  it('answers the business name, address and settlement card (masked) as submitted', async () => {
    const s = 'act-cert-info';
    const sent = {
      ...form,
      businessName: '好再来小吃',
      businessAddress: '漕溪北路 1 号',
      actNo: '6222021234567890128',
      bankName: '中国工商银行',
    };
    await call(s, 'bqCertificationSubmit', sent, 'new-merchant');
    const info = await call(s, 'bqCertificationQueryInfo', {}, 'new-merchant');
    expect(info.data).toMatchObject({
      businessName: '好再来小吃',
      businessAddress: '漕溪北路 1 号',
      actNo: '622202*********0128',
      bankName: '中国工商银行',
    });
  });

  it('rejects the photos the control API names, with their reasons, and refuses unknown ones', async () => {
    const s = 'act-cert-pics2';
    await call(s, 'bqCertificationSubmit', form, 'new-merchant');
    expect(await advance(s, { outcome: 'rejected', pictures: ['nosePic'] })).toMatchObject({
      error: { code: 'invalid_pictures' },
    });
    expect(
      await advance(s, {
        outcome: 'rejected',
        pictures: ['legalManFrontPic', { field: 'insideScenePic', reason: '店内无经营迹象' }],
      }),
    ).toMatchObject({
      rejectReason: '法人身份证人像面不清晰，请重新拍摄；店内无经营迹象',
      rejectedPics: [
        { field: 'legalManFrontPic', reason: '法人身份证人像面不清晰，请重新拍摄' },
        { field: 'insideScenePic', reason: '店内无经营迹象' },
      ],
    });
  });
});

describe('licence reading (bqCertificationLicenseImageAnalysis)', () => {
  const photo = (n: number) =>
    `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`licence photo ${n}`)]).toString('base64')}`;

  it('reads the same licence off the same photo, other licences off other photos, one of them misread', async () => {
    const s = 'act-licence';
    const readings = [];
    for (let n = 0; n < 12; n += 1) {
      const answer = await call(
        s,
        'bqCertificationLicenseImageAnalysis',
        { image: photo(n) },
        'new-merchant',
      );
      expect(answer.code).toBe('200');
      readings.push(answer.data);
    }
    const again = await call(s, 'bqCertificationLicenseImageAnalysis', { image: photo(3) }, 'new-merchant');
    expect(again.data).toEqual(readings[3]);
    const registNos = new Set(readings.map((r) => r.registNo));
    expect(registNos.size).toBeGreaterThan(1);
    // What was read is checked like what is typed: the misread one fails its check character.
    const checks = await Promise.all(
      [...registNos].map(
        async (registNo) =>
          (await call(s, 'bqCertificationCheckRegistNo', { registNo }, 'new-merchant')).data.valid,
      ),
    );
    expect(checks).toContain(true);
    expect(checks).toContain(false);
  });

  it('refuses what is not a picture', async () => {
    const answer = await call('act-licence-bad', 'bqCertificationLicenseImageAnalysis', { image: 'IMG-1' });
    expect(answer.code).toBe('1001');
  });
});

// The onboarding form (businessInfo + legalPersonInfo) and the screen that reuses what is on file.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { expectNoA11yViolations } from '../../../../testing/a11y';
import { envelopeServerPerTest } from '../../../../testing/envelopeServer';
import { queriesSettled } from '../../../../testing/querySettled';
import { renderWithStore } from '../../../../testing/renderWithStore';
import { mergeOnboarding } from '../../state/certificationSlice';
import { MerchantReuseInfoView } from './MerchantReuseInfoView';
import { OnboardingForm } from './OnboardingForm';

const server = envelopeServerPerTest();

const business = {
  licensePic: 'IMG1',
  registCode: '92310104MA1K4LQW30',
  cprRegAddr: '上海市徐汇区漕溪北路 1 号',
  mecDisNm: '好再来小吃',
  regProvCd: '310000',
  regCityCd: '310100',
  regDistCd: '310104',
  areaLabel: '上海市 上海市 徐汇区',
  address: '漕溪北路 1 号',
  mccCd: '5812',
  mccValue: '餐馆',
  storePic: 'IMG2',
  insideScenePic: 'IMG3',
};
const legal = {
  legalPersonidPositivePic: 'IMG4',
  legalPersonidOppositePic: 'IMG5',
  identityName: '李娜',
  identityNo: '31010419880307002X',
  actNo: '6222021234567890128',
  cardInfo: { bankCode: '0102', bankName: '中国工商银行', provCd: '310000', cityCd: '310100' },
  lbnkNo: '102290000001',
  lbnkNm: '中国工商银行上海市徐汇区支行',
  mblNo: '13800138000',
};

function referenceData() {
  server.on('merchantAccessFindAreaList', () => ({ data: { areaId: null, list: [] } }));
  server.on('bankQueryProv', () => ({ data: { list: [{ provCd: '310000', provNm: '上海市' }] } }));
  server.on('bankQueryCity', () => ({ data: { list: [{ cityCd: '310100', cityNm: '上海市' }] } }));
  server.on('bankQueryBank', () => ({ data: { list: [] } }));
  server.on('bankQueryBankBranch', () => ({ data: { list: [] } }));
}

describe('OnboardingForm', () => {
  it('names each missing field, then sends businessInfo and legalPersonInfo once and shows a refusal beside its field', async () => {
    referenceData();
    let sent = 0;
    server.on('merchantAccessIncom', () => {
      sent += 1;
      return { code: '1001', msg: '参数错误：cprRegAddr 注册地址与营业执照不一致' };
    });
    const { container, store } = renderWithStore(<OnboardingForm merchType="01" />, {
      baseUrl: server.baseUrl,
      pattern: paths.certification.newBusinessCertificate,
      path: paths.certification.newBusinessCertificate,
    });
    await queriesSettled(store);
    await expectNoA11yViolations(container);
    const submit = screen.getByRole('button', { name: '提交入网资料' });
    fireEvent.click(submit);
    for (const text of [
      '请上传营业执照照片',
      '请填写营业执照注册号',
      '请上传门头照',
      '请填写身份证号',
      '请选择开户支行',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(sent).toBe(0);

    act(() => {
      store.dispatch(mergeOnboarding({ kind: 'businessInfo', values: business }));
      store.dispatch(mergeOnboarding({ kind: 'legalPersonInfo', values: legal }));
    });
    await queriesSettled(store);
    fireEvent.click(submit);
    fireEvent.click(submit);
    await screen.findByText('注册地址与营业执照不一致');
    expect(sent).toBe(1);
    const body = server.requests.find((r) => r.endpoint === 'merchantAccessIncom')?.body;
    expect(body).toMatchObject({
      merchType: '01',
      businessInfo: { registCode: '92310104MA1K4LQW30', licensePic: 'IMG1', mccCd: '5812', storePic: 'IMG2' },
      legalPersonInfo: {
        identityNo: '31010419880307002X',
        actNo: '6222021234567890128',
        lbnkNo: '102290000001',
      },
    });
    // Nothing typed is lost.
    expect((screen.getByLabelText('注册地址') as HTMLInputElement).value).toBe('上海市徐汇区漕溪北路 1 号');
    expect(document.querySelector('.adm-toast-main')).toBeNull();
  });
});

describe('OnboardingForm and touch', () => {
  it("offers the merchant's own category first, and records a submitted onboarding for follow-up", async () => {
    referenceData();
    server.on('touchQueryAddInit', () => ({
      data: {
        mccList: [{ mccCd: '5812', mccValue: '餐馆', category: '餐饮' }],
        provinces: [{ code: '310000', name: '上海市' }],
        defaults: { regProvCd: '310000', mccCd: '5812' },
      },
    }));
    server.on('merchantAccessIncom', () => ({
      data: { status: '01', statusName: '审核中', submitTime: '2026-11-22 10:00:00', data: {} },
    }));
    server.on('touchQueryMerchantInfo', () => ({
      data: {
        list: [
          {
            id: 'TM1',
            merchantName: '旧名',
            phone: '13800138000',
            contactName: '',
            mccCd: '',
            mccValue: '',
            provinceCode: '',
            cityCode: '',
            districtCode: '',
            address: '',
            autoImport: '1',
            createTime: '2026-01-01 10:00:00',
          },
        ],
        total: 1,
        merchantNo: 'M1',
        merchantName: '好再来小吃',
      },
    }));
    server.on('touchUpdate', ({ body }) => ({
      data: {
        contactName: '',
        mccCd: '',
        provinceCode: '',
        cityCode: '',
        districtCode: '',
        address: '',
        ...body,
        mccValue: '',
        merchantName: body.merchantName ?? '',
        phone: body.phone ?? '',
        autoImport: '1',
        createTime: '2026-01-01 10:00:00',
      },
    }));
    const { store } = renderWithStore(<OnboardingForm merchType="01" />, {
      baseUrl: server.baseUrl,
      pattern: paths.certification.newBusinessCertificate,
      path: paths.certification.newBusinessCertificate,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '经营类目' }).textContent).toBe('餐馆'));
    const { mccCd: _mcc, mccValue: _value, ...rest } = business;
    act(() => {
      store.dispatch(mergeOnboarding({ kind: 'businessInfo', values: rest }));
      store.dispatch(mergeOnboarding({ kind: 'legalPersonInfo', values: legal }));
    });
    await queriesSettled(store);
    fireEvent.click(screen.getByRole('button', { name: '提交入网资料' }));
    await waitFor(() => expect(server.requests.some((r) => r.endpoint === 'touchUpdate')).toBe(true));
    expect(server.requests.find((r) => r.endpoint === 'touchUpdate')?.body).toEqual({
      id: 'TM1',
      merchantName: '好再来小吃',
      phone: '13800138000',
      mccCd: '5812',
      provinceCode: '310000',
    });
    expect(server.requests.some((r) => r.endpoint === 'touchNoAutoAdd')).toBe(false);
    await queriesSettled(store);
  });
});

describe('MerchantReuseInfoView', () => {
  it('shows what is on file masked and fills the compliance supplement with it', async () => {
    server.on('merchantAccessGetAuthentication', () => ({
      data: {
        realNameStatus: 'passed',
        certStatus: 'passed',
        businessInfo: {
          mecDisNm: '幸福小店',
          registCode: '91310101MA1FL0XX36',
          address: '南京东路 100 号',
          regProvCd: '310000',
          regCityCd: '310100',
          regDistCd: '310101',
          areaLabel: '上海市 上海市 黄浦区',
          mccCd: '5812',
          mccValue: '餐馆',
        },
        legalPersonInfo: {
          identityName: '*伟',
          nameMask: '*伟',
          idNoMask: '310***********1234',
          actNo: '622202*********0128',
          actName: '*伟',
          mblNo: '138****8000',
        },
      },
    }));
    const { container, store, router } = renderWithStore(<MerchantReuseInfoView />, {
      baseUrl: server.baseUrl,
      pattern: paths.certification.merchantReuseInfo,
      path: paths.certification.merchantReuseInfo,
    });
    const reuse = await screen.findByRole('button', { name: '使用已有信息' });
    await expectNoA11yViolations(container);
    expect(screen.getByText('310***********1234')).toBeTruthy();
    expect(container.textContent).not.toMatch(/\d{16,19}/);
    fireEvent.click(reuse);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.certification.complianceInspection),
    );
    expect(store.getState().global.formTemp.complianceSupplement).toMatchObject({
      mecDisNm: '幸福小店',
      regDistCd: '310101',
      mccCd: '5812',
      reuseIdentity: '1',
    });
  });
});

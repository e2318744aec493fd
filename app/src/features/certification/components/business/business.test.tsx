import type { CertificationProgress, EndpointResponse } from '@merchant-h5/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { expectNoA11yViolations } from '../../../../testing/a11y';
import { envelopeServerPerTest } from '../../../../testing/envelopeServer';
import { queriesSettled } from '../../../../testing/querySettled';
import { renderWithStore } from '../../../../testing/renderWithStore';
import { setField } from '../../state/certificationSlice';
import { emptyCertificationForm } from '../../state/certificationForms';
import { AuditStatusView } from './AuditStatusView';
import { BusinessCertificateView } from './BusinessCertificateView';
import { ReUploadPicForm } from './ReUploadPicForm';

const server = envelopeServerPerTest();

const progress = (patch: Partial<CertificationProgress> = {}): CertificationProgress => ({
  status: 'none',
  statusName: '未认证',
  rejectReason: null,
  rejectedPics: [],
  auditDueAt: null,
  history: [],
  ...patch,
});

const valid = {
  registNo: '92310104MA1K4LQW30',
  registProvince: '310000',
  registCity: '310100',
  registArea: '310104',
  areaLabel: '上海市 上海市 徐汇区',
  businessName: '好再来小吃',
  businessAddress: '漕溪北路 1 号',
  mccCd: '5812',
  mccValue: '餐馆',
  inputUserInfo: {
    useSelfInfo: true,
    legalManName: '李娜',
    legalManCardNo: '31010419880307002X',
    cardStartTime: '2016-03-07',
    cardEndTime: '长期',
  },
  actNo: '6222021234567890128',
  settleBank: {
    ...emptyCertificationForm.settleBank,
    bankCode: '0102',
    bankName: '中国工商银行',
    lbnkNo: '102290000001',
    lbnkNm: '中国工商银行上海市徐汇区支行',
  },
  legalManFrontPic: 'IMG1',
  legalManReversePic: 'IMG2',
  businessLicensePic: 'IMG3',
  shopPic: 'IMG4',
  insideScenePic: 'IMG5',
} as const;

describe('BusinessCertificateView', () => {
  it('names what is missing beside each field, and a server refusal beside the field it names', async () => {
    server.on('bqCertificationQueryStatus', () => ({ data: progress() }));
    server.on('onlineDeviceApplyAreaList', () => ({ data: { list: [] } }));
    server.on('bqCertificationSubmit', () => ({
      code: '1001',
      msg: '参数错误：registNo 营业执照注册号校验位不正确',
    }));
    const { container, store } = renderWithStore(<BusinessCertificateView />, {
      baseUrl: server.baseUrl,
      pattern: paths.certification.businessCertificate,
      path: paths.certification.businessCertificate,
    });
    const submit = await screen.findByRole('button', { name: '提交认证' });
    await expectNoA11yViolations(container);
    fireEvent.click(submit);
    expect(screen.getByText('请输入营业执照注册号')).toBeTruthy();
    expect(screen.getByText('请上传门头照')).toBeTruthy();
    expect(screen.getByText('请输入身份证号')).toBeTruthy();
    expect(server.requests.some((r) => r.endpoint === 'bqCertificationSubmit')).toBe(false);

    act(() => {
      for (const [name, value] of Object.entries(valid))
        store.dispatch(setField(name as keyof typeof valid, value as never));
    });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(container.querySelector('#cert-registNo-message')?.textContent).toBe(
        '营业执照注册号校验位不正确',
      ),
    );
    expect(server.requests.filter((r) => r.endpoint === 'bqCertificationSubmit')).toHaveLength(1);
    expect(document.querySelector('.adm-toast-main-text')).toBeNull();
    // Nothing typed is lost.
    expect((screen.getByLabelText('商户名称') as HTMLInputElement).value).toBe('好再来小吃');
    await queriesSettled(store);
  });
});

describe('AuditStatusView', () => {
  it('shows a rejection with the refused photos and leads to re-uploading them', async () => {
    server.on('bqCertificationQueryStatus', () => ({
      data: progress({
        status: 'rejected',
        statusName: '审核驳回',
        rejectReason: '门头照不清晰，请重新拍摄',
        rejectedPics: [{ field: 'shopPic', reason: '门头照不清晰，请重新拍摄' }],
        history: [
          { status: 'auditing', time: '2026-11-22 10:00:00', remark: '已提交，等待审核' },
          { status: 'rejected', time: '2026-11-22 11:00:00', remark: '审核驳回：门头照不清晰，请重新拍摄' },
        ],
      }),
    }));
    const { container } = renderWithStore(<AuditStatusView />, {
      baseUrl: server.baseUrl,
      pattern: paths.certification.auditStatus,
      path: paths.certification.auditStatus,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('审核驳回');
    await expectNoA11yViolations(container);
    expect(screen.getByRole('list', { name: '需重新上传的照片' }).textContent).toBe(
      '门头照：门头照不清晰，请重新拍摄',
    );
    expect(screen.getAllByRole('listitem').at(-1)?.getAttribute('data-state')).toBe('failed');
    expect(screen.getByRole('link', { name: '重新上传照片' }).getAttribute('href')).toBe(
      paths.certification.alipayReUploadPic.replace('/{atMethod?}', ''),
    );
  });
});

const submitted: EndpointResponse<'bqCertificationQueryInfo'> = {
  registNo: '92310104MA1K4LQW30',
  registProvince: '310000',
  registCity: '310100',
  registArea: '310101',
  businessName: '好再来小吃',
  businessAddress: '南京东路 100 号',
  actNo: '622202*********0128',
  bankName: '中国工商银行',
  haveSubmit: true,
  inputUserInfo: {
    useSelfInfo: true,
    legalManName: '*娜',
    legalManCardNo: '310***********002X',
    cardStartTime: '2016-03-07',
    cardEndTime: '长期',
  },
  legalManFrontPic: 'IMG-1',
  legalManReversePic: 'IMG-2',
  businessLicensePic: 'IMG-3',
  shopPic: 'IMG-4',
  insideScenePic: 'IMG-5',
  imageInfo: {
    legalManFrontPic: 'IMG-1',
    legalManReversePic: 'IMG-2',
    businessLicensePic: 'IMG-3',
    shopPic: 'IMG-4',
    insideScenePic: 'IMG-5',
  },
};

const AREAS: Record<string, Array<{ code: string; name: string }>> = {
  '': [{ code: '310000', name: '上海市' }],
  '310000': [{ code: '310100', name: '上海市' }],
  '310100': [{ code: '310101', name: '黄浦区' }],
};

describe('AuditStatusView, what was submitted', () => {
  it('shows the business name, the settlement card and the address, the city not repeated', async () => {
    server.on('bqCertificationQueryStatus', () => ({
      data: progress({
        status: 'auditing',
        statusName: '审核中',
        history: [{ status: 'auditing', time: '2026-11-22 10:00:00', remark: '已提交，等待审核' }],
      }),
    }));
    server.on('bqCertificationQueryInfo', () => ({ data: submitted }));
    server.on('bqCertificationQueryArea', ({ body }) => {
      const parent = typeof body.parentCode === 'string' ? body.parentCode : '';
      return { data: { parentCode: parent || null, list: AREAS[parent] ?? [] } };
    });
    const { container } = renderWithStore(<AuditStatusView />, {
      baseUrl: server.baseUrl,
      pattern: paths.certification.auditStatus,
      path: paths.certification.auditStatus,
    });
    const section = await screen.findByRole('region', { name: '提交的认证信息' });
    await expectNoA11yViolations(container);
    const value = (label: string) => within(section).getByText(label).nextElementSibling?.textContent;
    expect(value('商户名称')).toBe('好再来小吃');
    expect(screen.getByTestId('cert-settlement-card').textContent).toBe('6222 0*** **** ***0 128');
    expect(value('结算卡')).toBe('中国工商银行 6222 0*** **** ***0 128');
    await waitFor(() => expect(value('注册地区')).toBe('上海市 黄浦区'));
    expect(value('经营地址')).toBe('南京东路 100 号');
  });
});

describe('ReUploadPicForm', () => {
  it('asks for the refused photos alone, and sends nothing before they are there', async () => {
    server.on('bqCertificationQueryStatus', () => ({
      data: progress({
        status: 'rejected',
        rejectedPics: [{ field: 'insideScenePic', reason: '店内无经营迹象' }],
      }),
    }));
    const { container } = renderWithStore(<ReUploadPicForm />, {
      baseUrl: server.baseUrl,
      pattern: paths.certification.alipayReUploadPic,
      path: '/AlipayCertificate/reUploadPic',
    });
    await screen.findByText('驳回原因：店内无经营迹象');
    await expectNoA11yViolations(container);
    expect(container.querySelectorAll('.mh-cert-photo')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
    expect(screen.getByText('请重新上传店内环境照')).toBeTruthy();
    expect(server.requests.some((r) => r.endpoint === 'bqCertificationReSubmit')).toBe(false);
  });
});

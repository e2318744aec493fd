import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { mergeFormTemp } from '../../../../lib/state/globalSlice';
import { expectNoA11yViolations } from '../../../../testing/a11y';
import { envelopeServerPerTest } from '../../../../testing/envelopeServer';
import { queriesSettled } from '../../../../testing/querySettled';
import type { AccessAuthentication } from '@merchant-h5/sdk';
import { renderWithStore } from '../../../../testing/renderWithStore';
import { ComplianceInspectionView } from './ComplianceInspectionView';

const server = envelopeServerPerTest();

const onFile = {
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
} satisfies AccessAuthentication;

describe('ComplianceInspectionView', () => {
  it('shows a refusal beside the field it names, keeps what was typed, and toasts nothing', async () => {
    server.on('userAuthInfoSupplementNotice', () => ({
      data: { needSupplement: '1', notice: '请补充经营信息' },
    }));
    server.on('userAuthInfoSupplementQuery', () => ({
      data: { status: 'none', statusName: '未提交', submitTime: null, data: null },
    }));
    server.on('complianceIsHideFunctionApp', () => ({
      data: { isHide: '1', functions: ['withdrawal'], certStatus: 'passed' },
    }));
    server.on('merchantAccessGetAuthentication', () => ({ data: onFile }));
    server.on('userAuthInfoSupplementSubmit', () => ({
      code: '1001',
      msg: '参数错误：mecDisNm 经营名称与营业执照不一致',
    }));
    const { container, store } = renderWithStore(<ComplianceInspectionView />, {
      baseUrl: server.baseUrl,
      pattern: paths.certification.complianceInspection,
      path: paths.certification.complianceInspection,
    });
    await screen.findByText('请补充经营信息');
    await queriesSettled(store);
    await expectNoA11yViolations(container);
    expect(screen.getByText('暂不可用：提现')).toBeTruthy();
    act(() => {
      store.dispatch(
        mergeFormTemp({
          complianceSupplement: {
            ...onFile.businessInfo,
            storePic: 'IMG1',
            insideScenePic: 'IMG2',
            reuseIdentity: '1',
          },
        }),
      );
    });
    await queriesSettled(store);
    expect(screen.getByText('沿用已认证的法人：*伟（310***********1234）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交补充信息' }));
    await waitFor(() => expect(screen.getByText('经营名称与营业执照不一致')).toBeTruthy());
    expect((screen.getByLabelText('经营名称') as HTMLInputElement).value).toBe('幸福小店');
    expect(document.querySelector('.adm-toast-main')).toBeNull();
    const sent = server.requests.filter((r) => r.endpoint === 'userAuthInfoSupplementSubmit');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ reuseIdentity: '1', mecDisNm: '幸福小店' });
    expect(JSON.stringify(sent[0]?.body)).not.toContain('identityNo');
  });
});

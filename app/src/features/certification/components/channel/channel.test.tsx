// The Alipay / WeChat merchant certification views against a test gateway: opening, the choice of
// method, the account, the branch list, the status and the re-upload of refused photos.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankCard, ChannelCertification } from '@merchant-h5/sdk';
import { paths } from '../../../../config/paths';
import { expectNoA11yViolations } from '../../../../testing/a11y';
import { envelopeServerPerTest } from '../../../../testing/envelopeServer';
import { queriesSettled } from '../../../../testing/querySettled';
import { renderWithStore } from '../../../../testing/renderWithStore';
import { AccountView } from './AccountView';
import { AuthMethodList } from './AuthMethodList';
import { BranchListView } from './BranchListView';
import { ChannelReUploadForm } from './ChannelReUploadForm';
import { ChannelStatusView } from './ChannelStatusView';
import { DredgeView } from './DredgeView';

const server = envelopeServerPerTest();
const c = paths.certification;

const card: BankCard = {
  cardId: 'C1',
  cardNo: '6214830212345671',
  bankName: '招商银行',
  bankCode: '0308',
  cardType: 'DC',
  phone: '138****8000',
  isSettlement: true,
  bindTime: '2026-01-02 10:00:00',
};

function report(patch: Partial<ChannelCertification> = {}): ChannelCertification {
  return {
    repoStatus: '0',
    repoStatusName: '未报备',
    merchantNo: 'M1',
    channel: 'wechat',
    eligible: true,
    ineligibleReason: null,
    smallMerchant: false,
    opened: false,
    atMethod: null,
    status: 'none',
    statusName: '未认证',
    rejectReasons: [],
    rejectedPics: [],
    holderNameMask: '*伟',
    account: null,
    legalPersonOnFile: null,
    history: [],
    ...patch,
  };
}

const render = (ui: React.ReactElement, pattern: string, path: string) =>
  renderWithStore(ui, { baseUrl: server.baseUrl, pattern, path });

describe('DredgeView', () => {
  it('opens the WeChat certification once and goes on to the choice of method', async () => {
    let opened = 0;
    server.on('certificationMerchantRepo', ({ body }) => ({
      data: report({ channel: body.channel, opened: opened > 0 }),
    }));
    server.on('certificationAddPersonAccount', ({ body }) => {
      opened += 1;
      return {
        data: {
          accountStatus: '1',
          merchantNo: 'M1',
          actName: '*伟',
          channel: body.channel ?? null,
          opened: true,
        },
      };
    });
    const { container, router } = render(
      <DredgeView />,
      c.alipayDredge,
      '/AlipayCertificate/dredge?channel=wechat',
    );
    const open = await screen.findByRole('button', { name: '立即开通微信商家认证' });
    await expectNoA11yViolations(container);
    expect(screen.getByText('账户持有人：*伟')).toBeTruthy();
    fireEvent.click(open);
    fireEvent.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/AlipayCertificate/atAuthMethod'));
    expect(router.state.location.search).toBe('?channel=wechat');
    expect(opened).toBe(1);
    expect(server.requests.find((r) => r.endpoint === 'certificationAddPersonAccount')?.body).toEqual({
      channel: 'wechat',
    });
  });

  it('sends a merchant who may not open it to the empty page', async () => {
    server.on('certificationMerchantRepo', () => ({
      data: report({ eligible: false, ineligibleReason: '请先完成商户认证' }),
    }));
    const { router } = render(<DredgeView />, c.alipayDredge, '/AlipayCertificate/dredge?channel=wechat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/AlipayCertificate/emptyPage'));
    expect(router.state.location.search).toBe('?channel=wechat');
  });
});

describe('AuthMethodList', () => {
  it('offers both methods to a licensed merchant, the legal person only to a small merchant', async () => {
    server.on('certificationMerchantRepo', () => ({ data: report() }));
    const { container, unmount } = render(
      <AuthMethodList />,
      c.alipayAtAuthMethod,
      '/AlipayCertificate/atAuthMethod?channel=wechat',
    );
    const account = await screen.findByRole('link', { name: /结算账户验证/ });
    await expectNoA11yViolations(container);
    expect(account.getAttribute('href')).toBe('/Alipay/certificate/account?channel=wechat');
    expect(screen.getByRole('link', { name: /法定代表人验证/ }).getAttribute('href')).toBe(
      '/Alipay/certificate/legalPerson?channel=wechat',
    );
    unmount();
    server.on('certificationMerchantRepo', () => ({ data: report({ smallMerchant: true }) }));
    render(<AuthMethodList />, c.alipayAtAuthMethod, '/AlipayCertificate/atAuthMethod?channel=wechat');
    await screen.findByRole('link', { name: /法定代表人验证/ });
    expect(screen.queryByRole('link', { name: /结算账户验证/ })).toBeNull();
  });
});

describe('AccountView', () => {
  it('shows the settlement card masked and leads to adding one with the masked holder name only', async () => {
    server.on('certificationMerchantRepo', () => ({ data: report() }));
    server.on('merchantAccessGetSettlementCard', () => ({ data: { settlementCard: card, cards: [card] } }));
    const { container } = render(
      <AccountView />,
      c.alipayAccountPage,
      '/AlipayCertificate/accountPage?channel=wechat',
    );
    const shown = await screen.findByTestId('settlement-card-no');
    await expectNoA11yViolations(container);
    expect(shown.textContent).toBe('6214 **** **** 5671');
    expect(container.textContent).not.toContain(card.cardNo);
    expect(screen.getByRole('link', { name: '更换结算卡' }).getAttribute('href')).toBe(
      `/AlipayCertificate/addCard/${encodeURIComponent('*伟')}?channel=wechat`,
    );
  });

  it('asks for a card when there is none', async () => {
    server.on('certificationMerchantRepo', () => ({ data: report() }));
    server.on('merchantAccessGetSettlementCard', () => ({ data: { settlementCard: null, cards: [] } }));
    render(<AccountView />, c.alipayAccountPage, '/AlipayCertificate/accountPage');
    expect(await screen.findByRole('link', { name: '添加结算卡' })).toBeTruthy();
    expect(screen.getByText(/还没有结算卡/)).toBeTruthy();
  });
});

describe('BranchListView', () => {
  it('searches the branches of the bank in the city and puts the one picked in the add-card draft', async () => {
    server.on('bankQueryBankBranch', ({ body }) => ({
      data: {
        list: [
          { lbnkNo: '30831000001', lbnkNm: '招商银行上海市黄浦区支行' },
          { lbnkNo: '30831000002', lbnkNm: '招商银行上海市徐汇区支行' },
        ].filter((b) => !body.keyword || b.lbnkNm.includes(String(body.keyword))),
      },
    }));
    const { container, store, router } = render(
      <BranchListView cityCd="310100" bankCode="0308" />,
      c.alipayBranchList,
      '/AlipayCertificate/branchList/310100/0308?channel=wechat',
    );
    await screen.findByRole('button', { name: '招商银行上海市黄浦区支行' });
    await queriesSettled(store);
    await expectNoA11yViolations(container);
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索开户支行' }), { target: { value: '徐汇' } });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '招商银行上海市黄浦区支行' })).toBeNull(),
    );
    fireEvent.click(await screen.findByRole('button', { name: '招商银行上海市徐汇区支行' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AlipayCertificate/addCard'));
    expect(store.getState().certification?.onboarding.updateCreditCard).toMatchObject({
      branchBankCode: '30831000002',
      branchBankNm: '招商银行上海市徐汇区支行',
    });
    const searched = server.requests.filter((r) => r.endpoint === 'bankQueryBankBranch').at(-1);
    expect(searched?.body).toEqual({ bankCode: '0308', cityCd: '310100', keyword: '徐汇' });
  });
});

describe('ChannelStatusView', () => {
  it('lists the reasons of a rejection and re-uploads the refused photos with the same method', async () => {
    server.on('certificationMerchantRepo', () => ({
      data: report({
        opened: true,
        atMethod: 'legalPerson',
        status: 'rejected',
        statusName: '审核驳回',
        rejectReasons: ['身份证人像面反光'],
        rejectedPics: [{ field: 'legalManFrontPic', reason: '身份证人像面反光' }],
      }),
    }));
    const { container, store } = render(
      <ChannelStatusView />,
      c.alipayStatus,
      '/AlipayCertificate/status?channel=wechat',
    );
    const reupload = await screen.findByRole('link', { name: '重新上传照片' });
    await queriesSettled(store);
    await expectNoA11yViolations(container);
    expect(screen.getByRole('status').textContent).toBe('审核驳回');
    expect(screen.getByText('身份证人像面反光')).toBeTruthy();
    expect(reupload.getAttribute('href')).toBe('/AlipayCertificate/reUploadPic/legalPerson?channel=wechat');
  });

  it('offers only another method when no photo was refused', async () => {
    server.on('certificationMerchantRepo', () => ({
      data: report({
        opened: true,
        atMethod: 'account',
        status: 'rejected',
        statusName: '审核驳回',
        rejectReasons: ['户名不一致'],
      }),
    }));
    render(<ChannelStatusView />, c.alipayStatus, '/AlipayCertificate/status?channel=wechat');
    expect(await screen.findByRole('link', { name: '重新选择验证方式' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '重新上传照片' })).toBeNull();
  });
});

describe('ChannelReUploadForm', () => {
  const rejected = report({
    opened: true,
    atMethod: 'legalPerson',
    status: 'rejected',
    statusName: '审核驳回',
    rejectedPics: [{ field: 'shopPic', reason: '门头照不清晰，请重新拍摄' }],
  });

  it("asks for the channel's refused photos alone and sends nothing before they are there", async () => {
    server.on('certificationMerchantRepo', () => ({ data: rejected }));
    const { container } = render(
      <ChannelReUploadForm atMethod="legalPerson" />,
      c.alipayReUploadPic,
      '/AlipayCertificate/reUploadPic/legalPerson?channel=wechat',
    );
    await screen.findByText('驳回原因：门头照不清晰，请重新拍摄');
    await expectNoA11yViolations(container);
    expect(screen.getByText(/微信审核只退回了这些照片/)).toBeTruthy();
    expect(container.querySelectorAll('.mh-cert-photo')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
    expect(screen.getByText('请重新上传门头照')).toBeTruthy();
    expect(server.requests.some((r) => r.endpoint === 'certificationSubmitCertification')).toBe(false);
    expect(server.requests.find((r) => r.endpoint === 'certificationMerchantRepo')?.body).toEqual({
      channel: 'wechat',
    });
  });

  it('with another method than the rejected one, sends the merchant to choose a method', async () => {
    server.on('certificationMerchantRepo', () => ({ data: rejected }));
    render(
      <ChannelReUploadForm atMethod="account" />,
      c.alipayReUploadPic,
      '/AlipayCertificate/reUploadPic/account?channel=wechat',
    );
    expect(await screen.findByText('没有需要重新上传的照片')).toBeTruthy();
    expect(screen.getByText(/是用法定代表人验证提交的/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新选择验证方式' }).getAttribute('href')).toBe(
      '/AlipayCertificate/atAuthMethod?channel=wechat',
    );
  });
});

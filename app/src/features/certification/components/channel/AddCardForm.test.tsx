import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../config/paths';
import { DRAFTS_KEY } from '../../../../lib/state/persistDrafts';
import { expectNoA11yViolations } from '../../../../testing/a11y';
import { envelopeServerPerTest } from '../../../../testing/envelopeServer';
import { queriesSettled } from '../../../../testing/querySettled';
import { memoryStorage, renderWithStore } from '../../../../testing/renderWithStore';
import { AddCardForm } from './AddCardForm';

const server = envelopeServerPerTest();
const CARD = '6214830212345671';

function referenceData() {
  server.on('bankQueryBank', () => ({
    data: { list: [{ bankCode: '0308', bankName: '招商银行', singleLimit: 1, dayLimit: 1 }] },
  }));
  server.on('bankQueryProv', () => ({ data: { list: [{ provCd: '310000', provNm: '上海市' }] } }));
  server.on('bankQueryCity', () => ({ data: { list: [{ cityCd: '310100', cityNm: '上海市' }] } }));
}

const draft = {
  certification: {
    onboarding: {
      updateCreditCard: {
        bankName: '招商银行',
        bankInfo: { bankCode: '0308', bankName: '招商银行' },
        provinceValue: '310000',
        cityValue: '310100',
        branchBankNm: '招商银行上海市黄浦区支行',
        branchBankCode: '30831000001',
      },
    },
  },
};

describe('AddCardForm', () => {
  it('after a reload keeps the bank and branch, asks for the number again and says why', async () => {
    referenceData();
    const storage = memoryStorage();
    storage.setItem(DRAFTS_KEY, JSON.stringify(draft));
    const { container, store } = renderWithStore(<AddCardForm nameMask="*伟" />, {
      baseUrl: server.baseUrl,
      pattern: paths.certification.alipayAddCard,
      path: '/AlipayCertificate/addCard/*伟',
      storage,
    });
    expect(await screen.findByText(/银行卡号不会保存在本机，请重新输入卡号/)).toBeTruthy();
    await queriesSettled(store);
    await expectNoA11yViolations(container);
    expect(screen.getByText('招商银行上海市黄浦区支行')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: '开户银行' }) as HTMLInputElement).value).toBe('招商银行');
    expect((screen.getByRole('textbox', { name: '银行卡号' }) as HTMLInputElement).value).toBe('');
  });

  it('a refused card shows beside the number, everything typed stays, and the retry sends once', async () => {
    referenceData();
    let calls = 0;
    server.on('setBankUpdate', () => {
      calls += 1;
      return { code: '1001', msg: '参数错误：银行卡号有误，请核对后重新输入' };
    });
    const storage = memoryStorage();
    storage.setItem(DRAFTS_KEY, JSON.stringify(draft));
    const { container, store } = renderWithStore(<AddCardForm nameMask="*伟" />, {
      baseUrl: server.baseUrl,
      pattern: paths.certification.alipayAddCard,
      path: '/AlipayCertificate/addCard/*伟',
      storage,
    });
    const card = (await screen.findByRole('textbox', { name: '银行卡号' })) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(screen.getByText('请输入银行卡号')).toBeTruthy();
    fireEvent.focus(card);
    fireEvent.change(card, { target: { value: CARD } });
    fireEvent.blur(card);
    const submit = screen.getByRole('button', { name: '确认添加' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('参数错误：银行卡号有误，请核对后重新输入')).toBeTruthy();
    expect(card.getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(container);
    expect(calls).toBe(1);
    expect(card.value.replace(/\s/g, '')).toBe('6214********5671');
    await waitFor(() => expect(storage.getItem(DRAFTS_KEY)).toContain('招商银行上海市黄浦区支行'));
    expect(storage.getItem(DRAFTS_KEY)).not.toContain(CARD);
    expect(JSON.stringify(store.getState())).toContain(CARD);
  });
});

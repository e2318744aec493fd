import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { envelopeServerPerTest } from '../../testing/envelopeServer';
import { renderWithStore } from '../../testing/renderWithStore';
import { BankBranchFields, emptyBankBranch } from './BankBranchFields';
import type { BankBranchValue } from './BankBranchFields';

const server = envelopeServerPerTest();
const banks = [
  { bankCode: '0102', bankName: '中国工商银行', singleLimit: 1, dayLimit: 1 },
  { bankCode: '0308', bankName: '招商银行', singleLimit: 1, dayLimit: 1 },
];

function Harness({ branchHref }: { branchHref?: string }) {
  const [value, setValue] = useState<BankBranchValue>(emptyBankBranch);
  return (
    <>
      <BankBranchFields
        idPrefix="b"
        value={value}
        onChange={(patch) => setValue((v) => ({ ...v, ...patch }))}
        {...(branchHref ? { branchHref } : {})}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as BankBranchValue;

describe('BankBranchFields', () => {
  it('searches the bank by name, takes province and city, then searches the branch in them', async () => {
    server.on('bankQueryBank', (r) => ({
      data: { list: banks.filter((b) => b.bankName.includes(String(r.body.keyword ?? ''))) },
    }));
    server.on('bankQueryProv', () => ({ data: { list: [{ provCd: '310000', provNm: '上海市' }] } }));
    server.on('bankQueryCity', () => ({ data: { list: [{ cityCd: '310100', cityNm: '上海市' }] } }));
    server.on('bankQueryBankBranch', (r) => ({
      data: {
        list: [
          { lbnkNo: '10231000001', lbnkNm: '招商银行上海市黄浦区支行' },
          { lbnkNo: '10231000002', lbnkNm: '招商银行上海市徐汇区支行' },
        ].filter((b) => b.lbnkNm.includes(String(r.body.keyword ?? ''))),
      },
    }));
    const { container } = renderWithStore(<Harness />, { baseUrl: server.baseUrl });
    await expectNoA11yViolations(container);
    expect(screen.getByText('请先选择开户银行')).toBeTruthy();

    const bank = screen.getByRole('searchbox', { name: '开户银行' });
    fireEvent.focus(bank);
    fireEvent.change(bank, { target: { value: '招商' } });
    await waitFor(() => expect(server.requests.some((r) => r.body.keyword === '招商')).toBe(true));
    const results = await screen.findByRole('list', { name: '开户银行搜索结果' });
    await waitFor(() => expect(results.textContent).toBe('招商银行'));
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '招商银行' }));
    expect(value()).toMatchObject({ bankCode: '0308', bankName: '招商银行' });
    expect(screen.getByText('请先选择开户城市')).toBeTruthy();

    await screen.findByRole('option', { name: '上海市' });
    fireEvent.change(screen.getByRole('combobox', { name: '开户省份' }), { target: { value: '310000' } });
    const city = screen.getByRole('combobox', { name: '开户城市' });
    await waitFor(() => expect(city.querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(city, { target: { value: '310100' } });

    const branch = screen.getByRole('searchbox', { name: '开户支行' });
    fireEvent.focus(branch);
    fireEvent.change(branch, { target: { value: '徐汇' } });
    const asked = () =>
      server.requests.filter((r) => r.endpoint === 'bankQueryBankBranch').map((r) => r.body);
    await waitFor(() =>
      expect(asked()).toContainEqual({ bankCode: '0308', cityCd: '310100', keyword: '徐汇' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: '开户支行搜索结果' }).textContent).toBe(
        '招商银行上海市徐汇区支行',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '招商银行上海市徐汇区支行' }));
    expect(value()).toEqual({
      bankCode: '0308',
      bankName: '招商银行',
      provCd: '310000',
      cityCd: '310100',
      lbnkNo: '10231000002',
      lbnkNm: '招商银行上海市徐汇区支行',
    });
    await expectNoA11yViolations(container);
  });

  it('links to the branch list once bank and city are chosen, when the form has one', async () => {
    server.on('bankQueryBank', () => ({ data: { list: banks } }));
    server.on('bankQueryProv', () => ({ data: { list: [] } }));
    const { container } = renderWithStore(<Harness branchHref="/branches" />, { baseUrl: server.baseUrl });
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('link', { name: '选择开户支行' })).toBeNull();
    expect(screen.getByText('请先选择开户银行')).toBeTruthy();
  });
});

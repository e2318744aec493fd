import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { SummaryTable } from './SummaryTable';

const items = [
  { label: '交易金额', value: '¥3500.00' },
  { label: '交易笔数', value: '42笔' },
  { label: '手续费', value: '¥13.30' },
];

describe('SummaryTable', () => {
  it('lists each figure under its label, two a row by default', async () => {
    const { container } = render(<SummaryTable items={items} />);
    await expectNoA11yViolations(container);
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['交易金额', '交易笔数', '手续费']);
    expect(screen.getByText('交易笔数').nextElementSibling?.textContent).toBe('42笔');
    expect(container.querySelector('dl')?.className).toBe('mh-bill-totals');
  });

  it('puts one figure a row with layout="column"', async () => {
    const { container } = render(
      <SummaryTable layout="column" items={[{ label: '商户等级', value: '金牌商户（3）' }]} />,
    );
    await expectNoA11yViolations(container);
    expect(container.querySelector('dl')?.classList.contains('mh-bill-totals--single')).toBe(true);
    expect(screen.getByText('金牌商户（3）').tagName).toBe('DD');
  });

  it('says the figures in one polite sentence with layout="line"', async () => {
    const { container } = render(
      <SummaryTable
        layout="line"
        items={[
          { label: '成功', value: '45 笔' },
          { label: '金额', value: '¥9999.00' },
        ]}
      />,
    );
    await expectNoA11yViolations(container);
    const line = screen.getByText('成功 45 笔，金额 ¥9999.00');
    expect(line.tagName).toBe('P');
    expect(line.getAttribute('aria-live')).toBe('polite');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { ChoiceGroup, type Choice } from './ChoiceGroup';

type Pack = 'basic' | 'plus' | 'max';

const PACKAGES: readonly Choice<Pack>[] = [
  { value: 'basic', label: '基础包', price: 99, description: ['刷卡费率 0.5%', '赠送流量卡'] },
  { value: 'plus', label: '畅享包', price: 199, description: '刷卡费率 0.45%' },
  { value: 'max', label: '尊享包', price: '399', disabledReason: '本期已购买' },
];

function Packages({ error, onPick = () => {} }: { error?: string; onPick?: (p: Pack) => void }) {
  const [value, setValue] = useState<Pack | null>(null);
  return (
    <ChoiceGroup
      legend="选择套餐"
      choices={PACKAGES}
      value={value}
      error={error}
      onChange={(v) => {
        setValue(v);
        onPick(v);
      }}
    />
  );
}

describe('<ChoiceGroup>', () => {
  it('is a group of native radios named by its legend; each radio is named by its label and price', async () => {
    const { container } = render(<Packages />);
    await expectNoA11yViolations(container);
    const group = screen.getByRole('group', { name: '选择套餐' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.type)).toEqual(['radio', 'radio', 'radio']);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(screen.getByRole('radio', { name: '畅享包 ¥199.00' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '尊享包 ¥399.00' })).toBeTruthy();
    // The description is the radio's description, not part of its name.
    const basic = screen.getByRole('radio', { name: '基础包 ¥99.00' });
    const describedBy = basic.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('刷卡费率 0.5%赠送流量卡');
    expect(document.getElementById(describedBy)?.children).toHaveLength(2);
    expect(radios.every((r) => !r.checked)).toBe(true);
  });

  it('chooses through the whole row: the chosen row is marked, the others not', async () => {
    const onPick = vi.fn();
    const { container } = render(<Packages onPick={onPick} />);
    fireEvent.click(screen.getByText('刷卡费率 0.45%'));
    expect(onPick).toHaveBeenLastCalledWith('plus');
    const plus = screen.getByRole('radio', { name: /畅享包/ }) as HTMLInputElement;
    expect(plus.checked).toBe(true);
    const rows = [...container.querySelectorAll('.mh-choice')];
    expect(rows.map((r) => r.getAttribute('data-checked'))).toEqual([null, 'true', null]);
    expect(plus.closest('label')?.className).toBe('mh-choice-main');
    fireEvent.click(screen.getByRole('radio', { name: /基础包/ }));
    expect(onPick).toHaveBeenLastCalledWith('basic');
    expect(plus.checked).toBe(false);
    await expectNoA11yViolations(container);
  });

  it('a disabled choice cannot be chosen and says why', async () => {
    const onPick = vi.fn();
    const { container } = render(<Packages onPick={onPick} />);
    const max = screen.getByRole('radio', { name: /尊享包/ }) as HTMLInputElement;
    expect(max.disabled).toBe(true);
    expect(document.getElementById(max.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '本期已购买',
    );
    fireEvent.click(screen.getByText('尊享包'));
    expect(onPick).not.toHaveBeenCalled();
    expect(max.closest('.mh-choice')?.getAttribute('data-disabled')).toBe('true');
    await expectNoA11yViolations(container);
  });

  it('describes the group by its error, shown under the choices', async () => {
    const { container } = render(<Packages error="请选择套餐" />);
    await expectNoA11yViolations(container);
    const group = screen.getByRole('group', { name: '选择套餐' });
    const error = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('请选择套餐');
    expect(group.lastElementChild).toBe(error);
    expect(group.getAttribute('data-invalid')).toBe('true');
  });

  it('keeps an action beside the row, outside its label; a hidden legend still names the group', async () => {
    const onEdit = vi.fn();
    const { container } = render(
      <ChoiceGroup
        legend="选择收货地址"
        legendHidden
        choices={[
          {
            value: 'A1',
            label: '张三 138****8000',
            description: '上海市 黄浦区 南京东路 100 号',
            action: (
              <button type="button" onClick={onEdit}>
                编辑
              </button>
            ),
          },
        ]}
        value="A1"
        onChange={() => {}}
      >
        <a href="/more">其他地址</a>
      </ChoiceGroup>,
    );
    await expectNoA11yViolations(container);
    const group = screen.getByRole('group', { name: '选择收货地址' });
    expect(group.querySelector('legend')?.className).toBe('mh-visually-hidden');
    const radio = screen.getByRole('radio', { name: '张三 138****8000' }) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    const edit = screen.getByRole('button', { name: '编辑' });
    expect(edit.closest('label')).toBeNull();
    fireEvent.click(edit);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(within(group).getByRole('link', { name: '其他地址' })).toBeTruthy();
  });

  it('takes numbers as values', () => {
    const onChange = vi.fn();
    render(
      <ChoiceGroup
        legend="份数"
        choices={[
          { value: 1, label: '一份' },
          { value: 2, label: '两份' },
        ]}
        value={1}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: '两份' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  // jsdom lays nothing out: the 44 px row and Chrome 83's missing flex gap are checked on the stylesheet;
  // the e2e layout check measures the real rows.
  it('rows are at least 44 px tall, the fieldset can shrink, and nothing uses gap', () => {
    const css = readFileSync(join(__dirname, 'ChoiceGroup.css'), 'utf8');
    const row = /(?:^|\n)\.mh-choice-main\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(row).toMatch(/min-height:\s*var\(--mh-touch\)/);
    const group = /(?:^|\n)\.mh-choices\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(group).toMatch(/min-width:\s*0/);
    expect(css).not.toMatch(/(?:^|\s)gap:/);
  });
});

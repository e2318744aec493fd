import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AreaNames } from '@merchant-h5/sdk';
import { NO_AREA } from '../../lib/area';
import type { AreaCodes } from '../../lib/area';
import { useAreaTree } from '../../lib/areaList';
import { expectNoA11yViolations } from '../../testing/a11y';
import { envelopeServerPerTest } from '../../testing/envelopeServer';
import { renderWithStore } from '../../testing/renderWithStore';
import { AreaPicker } from './AreaPicker';
import type { AreaPickerProps } from './AreaPicker';
import { TEST_AREAS } from '../../testing/areas';

const areas = TEST_AREAS;

type Seen = Array<{ codes: AreaCodes; names: AreaNames }>;

function Picker({
  seen = [],
  initial = NO_AREA,
  ...props
}: Partial<AreaPickerProps> & { seen?: Seen; initial?: AreaCodes }) {
  const [value, setValue] = useState(initial);
  return (
    <AreaPicker
      id="area"
      label="所在地区"
      areas={areas}
      value={value}
      onChange={(codes, names) => {
        seen.push({ codes, names });
        setValue(codes);
      }}
      {...props}
    />
  );
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('<AreaPicker>', () => {
  it('lists the areas under the one chosen before, gives codes and names, and clears the levels below', async () => {
    const seen: Seen = [];
    const { container } = render(<Picker seen={seen} />);
    await expectNoA11yViolations(container);
    expect(screen.getByRole('group', { name: '所在地区' })).toBeTruthy();
    expect(select('城市').disabled).toBe(true);
    expect(select('区县').disabled).toBe(true);
    expect(
      within(select('省份'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['省份', '上海市', '浙江省']);

    fireEvent.change(select('省份'), { target: { value: '310000' } });
    fireEvent.change(select('城市'), { target: { value: '310100' } });
    expect(
      within(select('区县'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['区县', '黄浦区', '徐汇区']);
    fireEvent.change(select('区县'), { target: { value: '310104' } });
    expect(seen.at(-1)).toEqual({
      codes: { provinceCode: '310000', cityCode: '310100', districtCode: '310104' },
      names: { province: '上海市', city: '上海市', district: '徐汇区' },
    });
    await expectNoA11yViolations(container);

    // A new province clears the city and district.
    fireEvent.change(select('省份'), { target: { value: '330000' } });
    expect(seen.at(-1)?.codes).toEqual({ provinceCode: '330000', cityCode: '', districtCode: '' });
    expect(seen.at(-1)?.names).toEqual({ province: '浙江省' });
    expect(select('城市').value).toBe('');
    expect(select('区县').disabled).toBe(true);
    // A new city clears the district only.
    fireEvent.change(select('城市'), { target: { value: '330100' } });
    fireEvent.change(select('区县'), { target: { value: '330106' } });
    fireEvent.change(select('城市'), { target: { value: '' } });
    expect(seen.at(-1)?.codes).toEqual({ provinceCode: '330000', cityCode: '', districtCode: '' });
  });

  it('says what is wrong beside it, marking the levels still to choose', async () => {
    const { container } = render(
      <Picker initial={{ ...NO_AREA, provinceCode: '310000' }} error="请选择省、市、区" />,
    );
    await expectNoA11yViolations(container);
    const message = document.getElementById('area-message');
    expect(message?.textContent).toBe('请选择省、市、区');
    for (const name of ['省份', '城市', '区县'])
      expect(select(name).getAttribute('aria-describedby')).toBe('area-message');
    expect(select('省份').getAttribute('aria-invalid')).toBeNull();
    expect(select('城市').getAttribute('aria-invalid')).toBe('true');
    expect(select('区县').getAttribute('aria-invalid')).toBe('true');
  });

  it('marks the whole area when all three are chosen and it is still wrong', () => {
    render(
      <Picker
        initial={{ provinceCode: '310000', cityCode: '310100', districtCode: '310101' }}
        error="该地区暂未开通装机服务，请选择其他地区"
      />,
    );
    for (const name of ['省份', '城市', '区县'])
      expect(select(name).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a hint when there is no error, and the error instead of it', () => {
    const { rerender } = render(<Picker hint="由上海星链服务商上门安装" />);
    expect(document.getElementById('area-message')?.className).toBe('mh-field-hint');
    expect(select('省份').getAttribute('aria-describedby')).toBe('area-message');
    expect(select('省份').getAttribute('aria-invalid')).toBeNull();
    rerender(<Picker hint="由上海星链服务商上门安装" error="请选择省、市、区" />);
    expect(screen.queryByText('由上海星链服务商上门安装')).toBeNull();
    expect(screen.getByText('请选择省、市、区')).toBeTruthy();
  });

  it('without a hint or an error, points to no message', () => {
    render(<Picker />);
    expect(select('省份').getAttribute('aria-describedby')).toBeNull();
    expect(document.getElementById('area-message')).toBeNull();
  });

  it('offers 重新加载 when the list failed to load', async () => {
    const onReload = vi.fn();
    const { container } = render(<Picker areas={[]} onReload={onReload} error="请选择省、市、区" />);
    await expectNoA11yViolations(container);
    expect(select('省份').disabled).toBe(true);
    expect(document.getElementById('area-message')?.textContent).toContain('地区加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('<AreaPicker> with useAreaTree', () => {
  const server = envelopeServerPerTest();

  function Connected() {
    const areaList = useAreaTree();
    const [value, setValue] = useState(NO_AREA);
    return <AreaPicker id="area" label="所在地区" {...areaList} value={value} onChange={setValue} />;
  }

  it('reads the one area list, and loads it again after a failure', async () => {
    let calls = 0;
    server.on('onlineDeviceApplyAreaList', () =>
      ++calls === 1 ? { status: 502 } : { data: { list: areas } },
    );
    const { container } = renderWithStore(<Connected />, { baseUrl: server.baseUrl });
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await screen.findByRole('option', { name: '浙江省' });
    await expectNoA11yViolations(container);
    expect(screen.queryByText('地区加载失败')).toBeNull();
    expect(calls).toBe(2);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { formatArea } from '@merchant-h5/sdk';
import { NO_AREA } from '../../lib/area';
import type { AreaCodes } from '../../lib/area';
import { AreaPicker } from './AreaPicker';
import type { AreaPickerProps } from './AreaPicker';
import { TEST_AREAS } from '../../testing/areas';

const areas = TEST_AREAS;

/** The picker with its own state; what it chose is written under it, as formatArea shows it. */
function Demo({ initial, ...props }: Omit<AreaPickerProps, 'value' | 'onChange'> & { initial: AreaCodes }) {
  const [value, setValue] = useState(initial);
  const [shown, setShown] = useState('');
  return (
    <>
      <AreaPicker
        {...props}
        value={value}
        onChange={(codes, names) => {
          setValue(codes);
          setShown(formatArea(names));
        }}
      />
      <p>{shown}</p>
    </>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'Forms/AreaPicker',
  component: Demo,
  args: { id: 'story-area', label: '所在地区', areas, initial: NO_AREA },
  decorators: [
    (Story) => (
      <div className="mh-form">
        <section className="mh-form-section">
          <Story />
        </section>
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Demo>;

export const Empty: Story = {};
/** A municipality: its city repeats the province's name. */
export const Chosen: Story = {
  args: { initial: { provinceCode: '310000', cityCode: '310100', districtCode: '310115' } },
};
export const WithHint: Story = {
  args: {
    initial: { provinceCode: '440000', cityCode: '440300', districtCode: '440305' },
    hint: '由上海星链服务商上门安装，客服 4008000000',
  },
};
/** Submitted with a level missing: the levels still to choose are marked. */
export const Missing: Story = {
  args: { initial: { ...NO_AREA, provinceCode: '440000' }, error: '请选择省、市、区' },
};
/** The list did not load: nothing to choose, 重新加载 in place. */
export const LoadFailed: Story = { args: { areas: [], onReload: () => {} } };

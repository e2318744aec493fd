import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceGroup, type Choice, type ChoiceGroupProps } from './ChoiceGroup';

function Demo(props: Omit<ChoiceGroupProps<string>, 'value' | 'onChange'> & { initial?: string }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial ?? null);
  return <ChoiceGroup {...rest} value={value} onChange={setValue} />;
}

const PACKAGES: readonly Choice<string>[] = [
  { value: 'P1', label: '基础包', price: 99, description: ['刷卡费率 0.5%', '赠送流量卡一张'] },
  { value: 'P2', label: '畅享包', price: 199, description: ['刷卡费率 0.45%', '赠送流量卡一张', '专属客服'] },
  { value: 'P3', label: '尊享包', price: 399, disabledReason: '本期已购买' },
];

const meta: Meta<typeof Demo> = {
  title: 'Forms/ChoiceGroup',
  component: Demo,
  args: { legend: '选择套餐', choices: PACKAGES, initial: 'P2' },
};
export default meta;

type Story = StoryObj<typeof Demo>;

export const WithPrices: Story = {};
export const Plain: Story = {
  args: {
    legend: '请确认：该笔交易的款项是否已到您的结算卡？',
    choices: [
      { value: 'missing', label: '未到账，申请找回' },
      { value: 'arrived', label: '已到账' },
    ],
    initial: undefined,
  },
};
export const WithError: Story = {
  args: {
    legend: '机具类型',
    initial: undefined,
    error: '请选择机具类型',
    choices: [
      { value: '01', label: '电签 POS', description: '押金 ¥99.00 · 服务费 ¥0.00' },
      { value: '02', label: '智能 POS', description: '押金 ¥299.00 · 服务费 ¥99.00' },
    ],
  },
};
export const WithAction: Story = {
  args: {
    legend: '选择收货地址',
    legendHidden: true,
    initial: 'A1',
    choices: [
      {
        value: 'A1',
        label: '张三 138****8000',
        description: '上海市 黄浦区 南京东路 100 号',
        action: (
          <button type="button" className="mh-button">
            编辑
          </button>
        ),
      },
      {
        value: 'A2',
        label: '李四 139****5678',
        description: '浙江省 杭州市 西湖区 文三路 1 号',
        action: (
          <button type="button" className="mh-button">
            编辑
          </button>
        ),
      },
    ],
  },
};

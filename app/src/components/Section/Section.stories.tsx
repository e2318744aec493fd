import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section } from './Section';

const meta: Meta<typeof Section> = {
  title: 'Layout/Section',
  component: Section,
  args: {
    title: '费用包含',
    children: <p>设备通讯流量（一年）、软件升级与维护</p>,
  },
};
export default meta;

type Story = StoryObj<typeof Section>;

export const WithHeading: Story = {};
export const WithAction: Story = {
  args: {
    title: '每日签到',
    action: <span>已连续签到 3 天</span>,
  },
};
export const Card: Story = { args: { title: '我的机具', look: 'card' } };
export const Unnamed: Story = {
  args: { title: undefined, 'aria-label': '开通状态', children: <p>实名认证：已认证</p> },
};
export const LongHeading: Story = {
  args: {
    title: '我的套餐：商户收款优惠套餐（月交易满十万元返还服务费）',
    action: <a href="#more">查看全部</a>,
  },
};

// Today's takings at the top of the transaction list, in each state it can be in.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TodayTakings } from './TodayTakings';

const today = { date: '20261123', settleCycle: 'T+1' as const, expectedArrival: '20261124' };

const meta: Meta<typeof TodayTakings> = {
  title: 'Records/TodayTakings',
  component: TodayTakings,
  args: { isLoading: false, failed: false },
};
export default meta;
type Story = StoryObj<typeof TodayTakings>;

export const Takings: Story = { args: { today: { ...today, count: 42, amount: 7030549.29 } } };
export const NoTradesYet: Story = { args: { today: { ...today, count: 0, amount: 0 } } };
export const Loading: Story = { args: { isLoading: true } };
export const Failed: Story = { args: { failed: true } };

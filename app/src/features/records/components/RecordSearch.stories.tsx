// The transaction list's search field: empty, holding a search, and refusing a full card number.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecordSearch } from './RecordSearch';

const meta: Meta<typeof RecordSearch> = {
  title: 'Records/RecordSearch',
  component: RecordSearch,
  args: { value: '', onSearch: () => undefined },
};
export default meta;
type Story = StoryObj<typeof RecordSearch>;

export const Empty: Story = {};
export const Searching: Story = { args: { value: '88.00' } };
export const FullCardNumberRefused: Story = { args: { value: '6222021234567890123' } };

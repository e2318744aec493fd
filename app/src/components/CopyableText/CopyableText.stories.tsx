import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyableText } from './CopyableText';

const meta: Meta<typeof CopyableText> = { title: 'Data/CopyableText', component: CopyableText };
export default meta;
type Story = StoryObj<typeof CopyableText>;

export const OrderNumber: Story = { args: { text: 'SF202611230001', label: '订单号' } };
/** Without a label the button is just 复制. */
export const Plain: Story = { args: { text: 'RF202611230001' } };
/** A long number wraps beside its button, never past the screen. */
export const Long: Story = { args: { text: 'SF2026112300010000000000000000000001', label: '订单号' } };

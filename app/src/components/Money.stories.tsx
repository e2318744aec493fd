import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './Money';

const meta: Meta<typeof Money> = { title: 'Data/Money', component: Money };
export default meta;

export const Amount: StoryObj<typeof Money> = { args: { amount: 1234.5 } };
export const Zero: StoryObj<typeof Money> = { args: { amount: 0 } };
export const FromText: StoryObj<typeof Money> = { args: { amount: '88.8' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta: Meta<typeof Spinner> = { title: 'Feedback/Spinner', component: Spinner };
export default meta;

export const FullScreen: StoryObj<typeof Spinner> = { args: { fullScreen: true } };
export const Inline: StoryObj<typeof Spinner> = { args: { fullScreen: false } };

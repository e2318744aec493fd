import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardNumber } from './CardNumber';

const meta: Meta<typeof CardNumber> = { title: 'Data/CardNumber', component: CardNumber };
export default meta;

export const SixteenDigits: StoryObj<typeof CardNumber> = { args: { value: '6225880137706783' } };
export const NineteenDigits: StoryObj<typeof CardNumber> = { args: { value: '6222021234567890123' } };
export const MaskedByTheServer: StoryObj<typeof CardNumber> = { args: { value: '6214********5671' } };

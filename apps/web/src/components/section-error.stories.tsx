import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SectionError } from './section-error';

const meta = { component: SectionError, title: 'Shared/Error screens/Section error', args: { onRefresh: fn() } } satisfies Meta<typeof SectionError>;
export default meta;

export const Default: StoryObj<typeof meta> = {};

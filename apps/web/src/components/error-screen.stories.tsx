import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorScreen } from './error-screen';

const meta = { component: ErrorScreen, title: 'Shared/Error screens/Error screen' } satisfies Meta<typeof ErrorScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithRefresh: Story = { args: { onRefresh: fn() } };
export const WithoutAction: Story = { args: {} };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OFFER_PROMPT } from '@portal/domain/candidates/candidate-rules';
import { ConfirmDialog } from './confirm-dialog';

const meta = { component: ConfirmDialog, title: 'Shared/Confirm dialog', args: { open: true, onAnswer: fn() } } satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** SPEC.md §5's edit confirmation. */
export const Approve: Story = { args: { question: 'Do you want to Approve?' } };
/** SPEC.md §5's candidate approval prompt. */
export const ExtendOffer: Story = { args: { question: OFFER_PROMPT } };

import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEAL_STATUSES } from '@portal/domain/deals/statuses';
import { StatusChip } from './status-chip';

const meta = { component: StatusChip, title: 'Shared/Status chip' } satisfies Meta<typeof StatusChip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Deal: Story = { args: { status: 'Pending Review', kind: 'deal' } };
export const Job: Story = { args: { status: 'Open', kind: 'job' } };

/** Every deal status in its colour of SPEC.md §4, to compare them side by side. */
export const EveryDealStatus: Story = {
  args: { status: 'Active' },
  render: () => (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {DEAL_STATUSES.map((status) => (
        <StatusChip key={status} status={status} />
      ))}
    </Stack>
  ),
};

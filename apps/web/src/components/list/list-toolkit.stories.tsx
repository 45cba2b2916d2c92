import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PAGE_SIZE } from '@portal/domain/limits';
import { EmptyState } from './empty-state';
import { ListPagination } from './list-pagination';
import { ListToolbar } from './list-toolbar';
import { SearchBox } from './search-box';

const meta = { title: 'Shared/List toolkit', component: ListToolbar } satisfies Meta<typeof ListToolbar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The controls row with its search box; More Filters shows two applied filters. */
export const Toolbar: Story = {
  args: {
    search: <SearchBox label="Search by Name" value="" onSubmit={fn()} />,
    onMoreFilters: fn(),
    activeFilterCount: 2,
  },
};

const PaginationDemo = ({ total }: { total: number }) => {
  const [page, setPage] = useState(1);
  return <ListPagination page={page} pageSize={PAGE_SIZE.jobs} total={total} onChange={setPage} />;
};

/** Every page up to seven, ellipses beyond (SPEC.md §9). */
export const Pagination: Story = {
  args: { search: null },
  render: () => (
    <>
      <PaginationDemo total={150} />
      <PaginationDemo total={1_000} />
    </>
  ),
};

export const NoResults: Story = { args: { search: null }, render: () => <EmptyState /> };

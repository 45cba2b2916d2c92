import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LIST_MESSAGE } from '@/components/list/empty-state';
import { listStateKey } from '@/lib/use-list-state';
import { NORTHWIND_HOSPITALS } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { JobListPage } from './job-list-page';
import { JOB_LIST_ID } from './use-job-list-controls';
import { asked, generalUser, handlers, resetAsked } from './job-list.test-kit';

beforeEach(resetAsked);

describe('JobListPage search, filters and export', () => {
  it('searches by Job # only from 6 characters; an empty search clears it', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    const box = screen.getByRole('searchbox', { name: 'Search by Job #' });
    await userEvent.type(box, 'CPT99{Enter}');
    expect(screen.getByText('Enter at least 6 characters to search')).toBeInTheDocument();
    expect(asked.list).toHaveLength(1);
    await userEvent.type(box, '9999{Enter}');
    expect(await screen.findByText(EMPTY_LIST_MESSAGE)).toBeInTheDocument();
    expect(asked.list.at(-1)).toMatchObject({ pageNumber: 1, options: { searchName: 'CPT999999' } });
    expect(JSON.parse(window.sessionStorage.getItem(listStateKey(JOB_LIST_ID)) ?? '{}')).toMatchObject({ search: 'CPT999999' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(asked.list.at(-1)?.options).not.toHaveProperty('searchName'));
    expect(await screen.findByRole('heading', { name: 'RN - ICU 1' })).toBeInTheDocument();
  });

  it('applies a drawer filter as ids, shows its chip, and Clear All restores the default statuses', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    await userEvent.click(screen.getByRole('button', { name: 'More Filters' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('group', { name: 'Hospital' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^ICU/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(asked.list.at(-1)?.options).toMatchObject({ unitRequests: ['cccccccc-0000-4000-8000-000000000001', 'cccccccc-0000-4000-8000-000000000002'] }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Unit: ICU')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(asked.list.at(-1)?.options).toEqual({ statuses: ['Active', 'Pending Review'] }));
  });

  it('offers no hospital filter to a user of one hospital', async () => {
    server.use(...handlers());
    const session = { ...generalUser(), hospitals: NORTHWIND_HOSPITALS.slice(0, 1) };
    renderAt(<JobListPage routeId="jobPosts" />, { session, path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    await userEvent.click(screen.getByRole('button', { name: 'More Filters' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('group', { name: 'Hospital' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Unit' })).toBeInTheDocument();
  });

  it('exports every matching job with the list filters in the chosen format', async () => {
    server.use(...handlers(30));
    // jsdom has no object URLs and does not follow download links.
    URL.createObjectURL = vi.fn(() => 'blob:job-list');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts' });
    await screen.findByRole('heading', { name: 'RN - ICU 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Your file has been downloaded successfully.')).toBeInTheDocument();
    expect(asked.exports[0]).toEqual({
      format: 'csv',
      body: { sortBy: 'createddate', sortOrder: 'desc', pageSize: 30, pageNumber: 1, options: { statuses: ['Active', 'Pending Review'] } },
    });
    expect(saved).toEqual(['ClientPortal_JobList_20260801_100000.csv']);
  });

  it('takes the dashboard card status from the URL', async () => {
    server.use(...handlers());
    renderAt(<JobListPage routeId="jobPosts" />, { session: generalUser(), path: '/job-posts?statuses=Active', route: '/job-posts' });
    await waitFor(() => expect(asked.list.at(-1)?.options).toEqual({ statuses: ['Active'] }));
  });
});

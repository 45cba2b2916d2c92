import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { asked, listHandlers, resetCandidateTests, userOf } from '../candidates.test-kit';
import { OVERDUE } from '../review-clock/review-clock-line';
import { CANDIDATE_LIST_SUBTITLE, CandidateListPage } from './candidate-list-page';

beforeEach(resetCandidateTests);
afterEach(() => vi.useRealTimers());

const renderList = (session = userOf('General User')) => renderAt(<CandidateListPage />, { session, path: '/candidates' });

const cardOf = (name: string) => screen.getByRole('link', { name: `Open ${name}` });

describe('CandidateListPage', () => {
  it('asks for Ready for Review by Available Start Date, 24 a page, and shows the candidates as cards', async () => {
    server.use(...listHandlers());
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Candidates' })).toBeInTheDocument();
    expect(screen.getByText(CANDIDATE_LIST_SUBTITLE)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Avery Stone1' });
    expect(asked.list[0]).toEqual({ sortBy: 'startdate', sortOrder: 'asce', pageSize: 24, pageNumber: 1, options: { statuses: ['Ready for Review'] } });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Ready for Review');
    const card = within(cardOf('Avery Stone1'));
    expect(card.getByText('12/07/2026')).toBeInTheDocument();
    expect(card.getByText('13 Weeks')).toBeInTheDocument();
    expect(cardOf('Avery Stone1')).toHaveAttribute('href', '/candidates/00000000-0000-4000-8000-000000000001');
  });

  it("shows SPEC.md §4's labels, and an override label only beneath Ready for Review", async () => {
    server.use(...listHandlers());
    renderList();
    await screen.findByRole('heading', { name: 'Avery Stone1' });
    expect(within(cardOf('Avery Stone1')).getByText('Pending Credentialing')).toBeInTheDocument();
    const offered = within(cardOf('Avery Stone3'));
    expect(offered.getByText('Offer Pending')).toBeInTheDocument();
    expect(offered.queryByText('Ignored once decided')).not.toBeInTheDocument();
  });

  it('shows how long each waiting candidate has waited and marks the overdue one', async () => {
    server.use(...listHandlers());
    renderList();
    await screen.findByRole('heading', { name: 'Avery Stone1' });
    const waiting = within(cardOf('Avery Stone1'));
    expect(waiting.getByText('Waiting 1 day 2 hours')).toBeInTheDocument();
    expect(waiting.getByText(/^Review by 11\/2[45]\/2026/)).toBeInTheDocument();
    expect(waiting.queryByText(OVERDUE)).not.toBeInTheDocument();
    const late = within(cardOf('Avery Stone2'));
    expect(late.getByText(OVERDUE)).toBeInTheDocument();
    expect(late.getByText('Waiting 4 days 4 hours')).toBeInTheDocument();
    expect(within(cardOf('Avery Stone3')).queryByText(/^Waiting/)).not.toBeInTheDocument();
  });

  it('sorts by review-by and searches by name', async () => {
    server.use(...listHandlers());
    renderList();
    await screen.findByRole('heading', { name: 'Avery Stone1' });
    await userEvent.click(screen.getByRole('button', { name: /^Sort by / }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Review By (Soonest First)' }));
    await waitFor(() => expect(asked.list.at(-1)).toMatchObject({ sortBy: 'reviewby', sortOrder: 'asce', pageNumber: 1 }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by Name' }), 'Stone{Enter}');
    await waitFor(() => expect(asked.list.at(-1)?.options).toMatchObject({ searchName: 'Stone' }));
  });

  it('narrows to the overdue candidates from the dashboard link and with the switch', async () => {
    server.use(...listHandlers());
    renderAt(<CandidateListPage />, { session: userOf('General User'), path: '/candidates?statuses=Ready+for+Review&overdue=only', route: '/candidates' });
    await waitFor(() => expect(asked.list.at(-1)?.options).toEqual({ statuses: ['Ready for Review'], overdueOnly: true }));
    const only = await screen.findByRole('switch', { name: 'Overdue only' });
    expect(only).toBeChecked();
    await userEvent.click(only);
    await waitFor(() => expect(asked.list.at(-1)?.options).toEqual({ statuses: ['Ready for Review'] }));
  });

  it('offers the job among the drawer filters and sends it as jobRequests', async () => {
    server.use(...listHandlers());
    renderList();
    await screen.findByRole('heading', { name: 'Avery Stone1' });
    await userEvent.click(screen.getByRole('button', { name: 'More Filters' }));
    const drawer = await screen.findByRole('dialog');
    for (const group of ['Hospital', 'Unit', 'Title', 'Shift', 'Job']) expect(within(drawer).getByRole('group', { name: group })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^RN - ICU \(CPT10000001\)/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked.list.at(-1)?.options).toMatchObject({ jobRequests: ['22222222-0000-4000-8000-000000000001'] }));
  });

  it('lets nobody without ViewCandidateDetail open a candidate', async () => {
    server.use(...listHandlers());
    renderList(userOf('General User', ['ViewCandidateDetail']));
    await screen.findByRole('heading', { name: 'Avery Stone1' });
    expect(screen.queryByRole('link', { name: /^Open / })).not.toBeInTheDocument();
  });

  it('exports every matching candidate in the chosen format, and only with ExportCandidates', async () => {
    server.use(...listHandlers(30));
    // jsdom has no object URLs and does not follow download links.
    URL.createObjectURL = vi.fn(() => 'blob:candidates');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const first = renderList();
    await screen.findByRole('heading', { name: 'Avery Stone1' });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Your file has been downloaded successfully.')).toBeInTheDocument();
    expect(asked.exports[0]).toEqual({
      format: 'csv',
      body: { sortBy: 'startdate', sortOrder: 'asce', pageSize: 30, pageNumber: 1, options: { statuses: ['Ready for Review'] } },
    });
    expect(saved).toEqual(['ClientPortal_CandidateList_20261124_120000.csv']);
    first.unmount();

    renderList(userOf('General User', ['ExportCandidates']));
    await screen.findByRole('heading', { name: 'Avery Stone1' });
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });
});

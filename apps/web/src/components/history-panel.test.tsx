import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HistoryPage } from '@portal/domain/api/history';
import { historyPagesOptions } from '@/lib/history-pages';
import { networkKey } from '@/lib/query-keys';
import { formatDateTime } from '@/lib/display-format';
import { renderAt } from '@/test/render.test-kit';
import { HISTORY_PAGE } from '@/test/fixtures.test-kit';
import { HistoryPanel, NO_HISTORY } from './history-panel';
import { SHOW_MORE } from './show-more-button';

const OLDER: HistoryPage = {
  items: [{ id: '3', at: '2026-03-01T08:00:00.000Z', action: 'Created', actor: 'Avery Jones', changes: [], detail: null }],
  nextBefore: null,
};

/** Answers the first page, then `OLDER` for the cursor the first page gives. */
const Pages = ({ first }: { first: HistoryPage }) => {
  const history = useInfiniteQuery(historyPagesOptions(networkKey(null, 'history-test', first), async (before) => (before === undefined ? first : OLDER)));
  return <HistoryPanel history={history} />;
};

describe('HistoryPanel', () => {
  it('lists who did what and when, each changed field before and after, and the files of a download', async () => {
    renderAt(<Pages first={HISTORY_PAGE} />);
    const panel = await screen.findByRole('region', { name: 'History' });
    const [edit, download] = (await within(panel).findAllByRole('listitem')).filter((item) => item.parentElement?.tagName === 'OL');
    expect(edit).toHaveTextContent('Edited by Morgan Patel');
    expect(within(edit!).getByText(formatDateTime(HISTORY_PAGE.items[0]!.at))).toHaveAttribute('datetime', HISTORY_PAGE.items[0]!.at);
    expect(within(edit!).getByLabelText('Notes before')).toHaveTextContent('Old note');
    expect(within(edit!).getByLabelText('Notes after')).toHaveTextContent('New note');
    expect(download).toHaveTextContent('Documents downloaded by Provider staff');
    expect(download).toHaveTextContent('RN License');
    expect(within(panel).queryByRole('button', { name: SHOW_MORE })).not.toBeInTheDocument();
  });

  it('shows more: the next page is added below the first, and the button goes when none is left', async () => {
    renderAt(<Pages first={{ ...HISTORY_PAGE, nextBefore: 9 }} />);
    await userEvent.click(await screen.findByRole('button', { name: SHOW_MORE }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(screen.getByText(/Edited/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHOW_MORE })).not.toBeInTheDocument();
  });

  it('says so when nothing is recorded', async () => {
    renderAt(<Pages first={{ items: [], nextBefore: null }} />);
    expect(await screen.findByText(NO_HISTORY)).toBeInTheDocument();
  });
});

import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { clearAll, clearSingle, getNotifications, markAsRead, type NotificationItem } from '@portal/domain/api/notifications';
import { NO_RESULTS } from '@portal/domain/messages';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { fakeUserManager } from '@/test/fake-user-manager.test-kit';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { NotificationsBell } from './notifications-bell';

// The live connection has tests of its own against a real server (apps/api, e2e); here it stays closed.
vi.mock('../live/use-live-notifications', () => ({ useLiveNotifications: () => undefined }));

const NEWER: NotificationItem = {
  notificationReceiptId: '00000000-0000-4000-8000-000000000001',
  notificationText: 'Grayson Lee is ready for review for RN - OR.',
  notificationSubType: 'ReadyForReview',
  dealId: '00000000-0000-4000-8000-0000000000d1',
  identifier: null,
  createdDate: '2026-11-24T10:00:00.000Z',
  wasRead: false,
};
const OLDER: NotificationItem = {
  ...NEWER,
  notificationReceiptId: '00000000-0000-4000-8000-000000000002',
  notificationText: 'Job CPT10000148 (Respiratory Therapist) has been approved.',
  notificationSubType: 'JobApproved',
  dealId: null,
  identifier: 'CPT10000148',
  createdDate: '2026-11-23T10:00:00.000Z',
  wasRead: true,
};

/** The mocked calls, holding the list as the server would and recording what was asked. */
const api = () => {
  let items = [NEWER, OLDER];
  const asked: string[] = [];
  server.use(
    http.get(callPath(getNotifications), () => HttpResponse.json(items)),
    http.get(callPath(markAsRead), ({ request }) => {
      const id = new URL(request.url).searchParams.get('notificationReceiptId')!;
      asked.push(`read ${id}`);
      items = items.map((i) => (i.notificationReceiptId === id ? { ...i, wasRead: true } : i));
      return HttpResponse.json(items.find((i) => i.notificationReceiptId === id));
    }),
    http.get(callPath(clearSingle), ({ request }) => {
      const id = new URL(request.url).searchParams.get('notificationReceiptId')!;
      asked.push(`clear ${id}`);
      items = items.filter((i) => i.notificationReceiptId !== id);
      return HttpResponse.json({ cleared: 1 });
    }),
    http.get(callPath(clearAll), () => {
      asked.push('clear all');
      const cleared = items.length;
      items = [];
      return HttpResponse.json({ cleared });
    }),
  );
  return asked;
};

const renderBell = () =>
  renderAt(<NotificationsBell />, {
    session: sessionFor('General User'),
    path: '/jobs',
    wrap: (node) => <AuthProvider userManager={fakeUserManager(true)}>{node}</AuthProvider>,
  });

describe('NotificationsBell', () => {
  it('shows the unread count and lists the notifications newest first with their time and unread mark', async () => {
    api();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const rows = within(screen.getByRole('list', { name: 'Notifications, newest first' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Unread: Grayson Lee is ready for review for RN - OR\.11\/24\/2026/),
      expect.stringMatching(/^Job CPT10000148 \(Respiratory Therapist\) has been approved\.11\/23\/2026/),
    ]);
  });

  it('opening one marks it read, sets the candidate filter to Ready for Review and goes to the candidate', async () => {
    const asked = api();
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    // The row's own button comes before its Clear button.
    await userEvent.click((await screen.findAllByRole('button', { name: /Grayson Lee is ready for review/ }))[0]!);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([`read ${NEWER.notificationReceiptId}`]));
    expect(JSON.parse(window.sessionStorage.getItem('cpt_list_candidates')!)).toMatchObject({ statuses: ['Ready for Review'] });
  });

  it('Clear removes one and Clear All removes the rest', async () => {
    const asked = api();
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByRole('button', { name: `Clear notification: ${NEWER.notificationText}` }));
    await waitFor(() => expect(screen.queryByText(NEWER.notificationText)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    const confirm = screen.getByRole('group', { name: 'Clear all notifications' });
    expect(confirm).toHaveTextContent('Clear 1 notification?');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    expect(asked).toEqual([`clear ${NEWER.notificationReceiptId}`, 'clear all']);
  });

  it('asks before Clear All, and Cancel keeps every notification', async () => {
    const asked = api();
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByRole('group', { name: 'Clear all notifications' })).toHaveTextContent('Clear all 2 notifications?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Clear all notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Clear notification: ${NEWER.notificationText}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveFocus();
    expect(asked).toEqual([]);
  });
});

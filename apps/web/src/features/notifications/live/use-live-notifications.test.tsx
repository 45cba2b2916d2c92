import { waitFor } from '@testing-library/react';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '@portal/domain/api/notifications';
import { RECEIVE_NOTIFICATION_EVENT } from '@portal/domain/notifications/notification-kinds';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { interviewsKey, myDecisionsKey } from '@/lib/shared-query-keys';
import { fakeUserManager } from '@/test/fake-user-manager.test-kit';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt, testQueryClient } from '@/test/render.test-kit';
import { notificationKeys } from '../api/notification-keys';
import { useLiveNotifications } from './use-live-notifications';

/** The socket the hook opens: its handlers, fired by the test as the server would. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  return {
    handlers,
    fire: (event: string, ...args: unknown[]) => handlers.get(event)?.(...args),
    client: {
      active: true,
      on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
      connect: () => undefined,
      close: () => undefined,
    },
  };
});
vi.mock('socket.io-client', () => ({ io: () => socket.client }));

const session = sessionFor('General User');
const NETWORK = session.network!.hospitalNetworkId;

const Live = () => {
  useLiveNotifications(NETWORK);
  return null;
};

/** Renders the hook with cached notifications, decisions and interviews, and waits for its socket. */
const connectWith = async (queryClient: QueryClient) => {
  for (const queryKey of [notificationKeys.list(NETWORK), myDecisionsKey(NETWORK), interviewsKey(NETWORK)]) queryClient.setQueryData(queryKey, []);
  renderAt(<Live />, { session, queryClient, wrap: (node) => <AuthProvider userManager={fakeUserManager(true)}>{node}</AuthProvider> });
  await waitFor(() => expect(socket.handlers.has('connect')).toBe(true));
};

const stale = (queryClient: QueryClient) => ({
  notifications: queryClient.getQueryState(notificationKeys.list(NETWORK))?.isInvalidated,
  decisions: queryClient.getQueryState(myDecisionsKey(NETWORK))?.isInvalidated,
  interviews: queryClient.getQueryState(interviewsKey(NETWORK))?.isInvalidated,
});

const CONFIRMED: NotificationItem & { hospitalNetworkId: string } = {
  notificationReceiptId: '00000000-0000-4000-8000-000000000007',
  notificationText: 'Your interview with Ada Lovelace is confirmed for Fri 12/04/2026 10:00 AM PST.',
  notificationSubType: 'InterviewConfirmed',
  dealId: null,
  identifier: null,
  createdDate: '2026-11-29T10:00:00.000Z',
  wasRead: false,
  hospitalNetworkId: NETWORK,
};

describe('useLiveNotifications', () => {
  it('refetches everything a push refreshes when it connects: a push sent before the socket joined never arrives', async () => {
    socket.handlers.clear();
    const queryClient = testQueryClient();
    await connectWith(queryClient);
    expect(stale(queryClient)).toEqual({ notifications: false, decisions: false, interviews: false });
    socket.fire('connect');
    expect(stale(queryClient)).toEqual({ notifications: true, decisions: true, interviews: true });
  });

  it("adds a pushed interview notice to the bell and refetches the upcoming interviews, not the bell's list", async () => {
    socket.handlers.clear();
    const queryClient = testQueryClient();
    await connectWith(queryClient);
    const { hospitalNetworkId: _network, ...item } = CONFIRMED;
    socket.fire(RECEIVE_NOTIFICATION_EVENT, CONFIRMED);
    expect(queryClient.getQueryData(notificationKeys.list(NETWORK))).toEqual([item]);
    expect(stale(queryClient)).toEqual({ notifications: false, decisions: false, interviews: true });
  });

  it('reads the list again when a push arrives during a read that started before the event committed', async () => {
    socket.handlers.clear();
    const queryClient = testQueryClient();
    await connectWith(queryClient);
    const { hospitalNetworkId: _network, ...item } = CONFIRMED;
    let answerOldRead: (items: NotificationItem[]) => void = () => undefined;
    const reads = [new Promise<NotificationItem[]>((resolve) => (answerOldRead = resolve)), Promise.resolve([item])];
    // The bell's query, on screen: its read starts, the event commits and is pushed, then the read answers.
    const bell = new QueryObserver(queryClient, { queryKey: notificationKeys.list(NETWORK), queryFn: () => reads.shift()!, staleTime: Infinity });
    const unsubscribe = bell.subscribe(() => undefined);
    void bell.refetch();
    socket.fire(RECEIVE_NOTIFICATION_EVENT, CONFIRMED);
    answerOldRead([]);
    await waitFor(() => expect(reads).toEqual([]));
    await waitFor(() => expect(bell.getCurrentResult().isFetching).toBe(false));
    expect(queryClient.getQueryData(notificationKeys.list(NETWORK))).toEqual([item]);
    unsubscribe();
  });

  it('ignores a push for another network than the one on screen', async () => {
    socket.handlers.clear();
    const queryClient = testQueryClient();
    await connectWith(queryClient);
    socket.fire(RECEIVE_NOTIFICATION_EVENT, { ...CONFIRMED, hospitalNetworkId: '00000000-0000-4000-8000-0000000000ff' });
    expect(queryClient.getQueryData(notificationKeys.list(NETWORK))).toEqual([]);
    expect(stale(queryClient)).toEqual({ notifications: false, decisions: false, interviews: false });
  });
});

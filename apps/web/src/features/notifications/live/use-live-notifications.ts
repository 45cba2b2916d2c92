import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import type { NotificationItem } from '@portal/domain/api/notifications';
import {
  MY_DECISIONS_CHANGED_EVENT,
  NOTIFICATION_SOCKET_PATH,
  NOTIFICATIONS_CHANGED_EVENT,
  RECEIVE_NOTIFICATION_EVENT,
} from '@portal/domain/notifications/notification-kinds';
import { useAuth } from '@/lib/auth/use-auth';
import { interviewsKey, myDecisionsKey } from '@/lib/shared-query-keys';
import { notificationKeys } from '../api/notification-keys';

type Pushed = NotificationItem & { hospitalNetworkId: string };

/** After the server closes the connection (token expired, account closed) or refuses it: wait, then try again. */
const RETRY_MS = [1_000, 5_000, 15_000, 60_000];

/**
 * The live connection of SPEC.md §7. Its code (socket.io-client) loads once the first screen is
 * idle, so it is no part of the initial JS. Socket.IO reconnects by itself after a dropped
 * connection; every connect refetches what pushes keep fresh, so what was pushed meanwhile is not lost. The server
 * closes a connection whose token expired: it is reopened with the renewed token.
 */
export const useLiveNotifications = (networkId: string | undefined) => {
  const { userManager } = useAuth();
  const queryClient = useQueryClient();
  const network = useRef(networkId);
  useEffect(() => {
    network.current = networkId;
  }, [networkId]);

  useEffect(() => {
    let socket: Socket | undefined;
    let stopped = false;
    let retries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all(network.current) });
    const refetchDecisions = () => void queryClient.invalidateQueries({ queryKey: myDecisionsKey(network.current) });
    const refetchInterviews = (networkId: string | undefined) => void queryClient.invalidateQueries({ queryKey: interviewsKey(networkId) });
    const retryLater = () => {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => socket?.connect(), RETRY_MS[Math.min(retries, RETRY_MS.length - 1)]);
      retries += 1;
    };

    const open = async () => {
      const { io } = await import('socket.io-client');
      if (stopped) return;
      socket = io({
        path: NOTIFICATION_SOCKET_PATH,
        // WebSocket first (one round trip less); long polling where a proxy refuses WebSockets.
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
        auth: (send) => void userManager.getUser().then((user) => send({ token: user?.access_token ?? '' })),
      });
      // Whatever a push would have refreshed: a push sent before this connection joined its room
      // (the first screen loads before the socket opens) or while it was down never arrives.
      socket.on('connect', () => {
        retries = 0;
        refetch();
        refetchDecisions();
        refetchInterviews(network.current);
      });
      socket.on(RECEIVE_NOTIFICATION_EVENT, ({ hospitalNetworkId, ...item }: Pushed) => {
        if (hospitalNetworkId !== network.current) return;
        const list = notificationKeys.list(hospitalNetworkId);
        queryClient.setQueryData<NotificationItem[]>(list, (items) =>
          items && !items.some((known) => known.notificationReceiptId === item.notificationReceiptId) ? [item, ...items] : items,
        );
        // A read of the list under way may have started before this event committed: its answer
        // would replace the list without it, so it is read again (the refetch on connect races this).
        if (queryClient.isFetching({ queryKey: list }) > 0) refetch();
        // An interview confirmed, moved or cancelled: the upcoming interviews are stale.
        if (item.notificationSubType.startsWith('Interview')) refetchInterviews(hospitalNetworkId);
      });
      socket.on(NOTIFICATIONS_CHANGED_EVENT, refetch);
      // A decision in another session of the user: its queue is stale.
      socket.on(MY_DECISIONS_CHANGED_EVENT, refetchDecisions);
      socket.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') retryLater();
      });
      socket.on('connect_error', () => {
        if (!socket?.active) retryLater();
      });
    };

    // Once the first screen is idle (Safari has no requestIdleCallback: a timer stands in).
    const idleApi = window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
    const start = () => void open();
    const idle = idleApi.requestIdleCallback ? idleApi.requestIdleCallback(start, { timeout: 2_000 }) : window.setTimeout(start, 200);
    return () => {
      stopped = true;
      if (idleApi.cancelIdleCallback) idleApi.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, [userManager, queryClient]);
};

import { createServer, connect, type Server, type Socket as NetSocket } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { NOTIFICATION_SOCKET_PATH } from '@portal/domain/notifications/notification-kinds';

/** A socket of the live connection, connected (or refused: the promise rejects with the server's reason). */
export const openSocket = (baseUrl: string, token: string | undefined, options: { reconnection?: boolean } = {}): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connectClient(baseUrl, {
      path: NOTIFICATION_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: options.reconnection ?? false,
      ...(token ? { auth: { token } } : {}),
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

/** The next `event` on `socket`, or a rejection after `ms`. */
export const nextEvent = <T = unknown>(socket: Socket, event: string, ms = 5_000): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/**
 * A TCP relay in front of the real Redis, so a test can take Redis away from the instances (every
 * connection cut, new ones refused) and give it back, without touching the shared server.
 */
export const startRedisRelay = async () => {
  // The Redis of TEST_REDIS_URL, else the one on this machine's default port.
  const redis = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const target = { host: redis.hostname, port: Number(redis.port || 6379) };
  const open = new Set<NetSocket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const end of [client, upstream]) {
          open.add(end);
          end.on('close', () => open.delete(end));
          end.on('error', () => end.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        if (address && typeof address !== 'string') port = address.port;
        resolve();
      });
    });
  await listen();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    down: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    up: listen,
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    },
  };
};

import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

interface Watched {
  on(event: 'error' | 'ready', listener: (error?: unknown) => void): unknown;
}

export interface RedisLink {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/** Logs the first failure of an outage and the recovery, not every reconnect attempt in between. */
const watch = (client: Watched, role: string, log: FastifyBaseLogger) => {
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error, role }, 'Redis unreachable: live notifications reach only this instance\'s connections until it returns');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ role }, 'Redis is back: live notifications fan out across instances again');
  });
};

/**
 * The Socket.IO Redis adapter, built so that Redis being down never takes the API down: the
 * clients reconnect forever in the background (the API starts without waiting for them), and the
 * publishing client refuses commands while disconnected instead of queueing them without bound.
 * The adapter does not await its publishes, so a refused one is caught here rather than left as an
 * unhandled rejection, which would end the process.
 */
export const connectRedisAdapter = (url: string, keyPrefix: string, log: FastifyBaseLogger): RedisLink => {
  const pub = createClient({ url, disableOfflineQueue: true });
  const sub = createClient({ url });
  watch(pub, 'publish', log);
  watch(sub, 'subscribe', log);
  for (const client of [pub, sub]) {
    client.connect().catch((error: unknown) => log.warn({ err: error }, 'Redis connection failed; retrying in the background'));
  }
  const guardedPub = new Proxy(pub, {
    get(target, property) {
      if (property === 'publish') {
        return (channel: string, message: string | Buffer) =>
          target.publish(channel, message).catch((error: unknown) => {
            log.debug({ err: error }, 'Redis publish dropped');
            return 0;
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    // The adapter's typings name an older client generic; it only calls publish, subscribe and on.
    adapter: createAdapter(guardedPub as unknown, sub as unknown, { key: keyPrefix }),
    close: async () => {
      pub.destroy();
      sub.destroy();
    },
  };
};

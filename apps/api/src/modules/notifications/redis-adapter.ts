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

/** Commands the adapter sends without awaiting them: a failure is logged, never left unhandled. */
const FIRE_AND_FORGET = new Set<PropertyKey>(['publish', 'pSubscribe', 'subscribe', 'pUnsubscribe', 'unsubscribe']);

const guarded = <T extends object>(client: T, log: FastifyBaseLogger): T =>
  new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (!FIRE_AND_FORGET.has(property)) return bound;
      return (...args: unknown[]) =>
        Promise.resolve(bound(...args)).catch((error: unknown) => {
          log.debug({ err: error, command: String(property) }, 'Redis command dropped');
          return undefined;
        });
    },
  });

/**
 * The Socket.IO Redis adapter, built so that Redis being down never takes the API down: the
 * clients reconnect forever in the background (the API starts without waiting for them), and the
 * publishing client refuses commands while disconnected instead of queueing them without bound.
 * The adapter does not await its publishes and subscriptions, so a refused one is caught here rather
 * than left as an unhandled rejection, which would end the process.
 */
export const connectRedisAdapter = (url: string, keyPrefix: string, log: FastifyBaseLogger): RedisLink => {
  const pub = createClient({ url, disableOfflineQueue: true });
  const sub = createClient({ url });
  watch(pub, 'publish', log);
  watch(sub, 'subscribe', log);
  for (const client of [pub, sub]) {
    client.connect().catch((error: unknown) => log.warn({ err: error }, 'Redis connection failed; retrying in the background'));
  }
  return {
    // The adapter's typings name an older client generic; it only calls publish, subscribe and on.
    adapter: createAdapter(guarded(pub, log) as unknown, guarded(sub, log) as unknown, { key: keyPrefix }),
    close: async () => {
      pub.destroy();
      sub.destroy();
    },
  };
};

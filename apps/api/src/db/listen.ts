import pg from 'pg';

export interface ListenHandlers {
  onNotify(channel: string, payload: string): void;
  /**
   * The LISTEN connection was lost and is back: whatever was NOTIFYed meanwhile is gone, so the
   * listener catches up from the tables.
   */
  onResume(): void;
  onError(error: unknown): void;
}

export interface Listening {
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * One dedicated PostgreSQL connection (outside the pool: LISTEN lasts as long as its session) that
 * reconnects with a growing wait after it drops, and tells the caller once it listens again.
 */
export const listenPostgres = async (url: string, channels: readonly string[], handlers: ListenHandlers): Promise<Listening> => {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (resumed: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => handlers.onNotify(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      handlers.onError(error);
      reconnectLater(next);
    });
    next.on('end', () => reconnectLater(next));
    await next.connect();
    for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = RETRY_MIN_MS;
    if (resumed) handlers.onResume();
  };

  const reconnectLater = (dropped: pg.Client) => {
    if (closed || client !== dropped) return;
    client = undefined;
    dropped.removeAllListeners('end');
    void dropped.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect(true).catch((error: unknown) => {
        handlers.onError(error);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        schedule();
      });
    }, retryMs);
  };

  await connect(false);
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
};

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { NOTIFICATION_SOCKET_PATH, RECEIVE_NOTIFICATION_EVENT } from '@portal/domain/notifications/notification-kinds';
import { NETWORK_NAME } from './database';
import { percentile } from './load';
import type { Check } from './report';
import { startApi, type RunningApi } from './server';
import { signIn } from './sign-in';

/** Issue 15's budget: event committed -> delivered to a socket, p99, with 2,000 sockets across 2 instances. */
const DELIVERY_P99_BUDGET_MS = 100;
const SOCKETS = 2_000;
/** Benchmark networks whose admin and general user hold the sockets (2 users each). */
const NETWORKS = 20;
const EVENTS = 200;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface DeliveryResult {
  sockets: number;
  users: number;
  events: number;
  deliveries: number;
  lost: number;
  /** Over every delivery: each event to each of its user's 50 sockets. */
  p50: number;
  p99: number;
  max: number;
  /** Over events: the first of the user's sockets to receive it. */
  firstP50: number;
  firstP99: number;
  /** The machine's 1-minute load average when the measurement ended (other work competes for the cores). */
  loadAverage: number;
}

const connect = (baseUrl: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(baseUrl, { path: NOTIFICATION_SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

const usersOf = (count: number) =>
  Array.from({ length: count }, (_, i) => String(i + 1).padStart(2, '0')).flatMap((n) => [`admin@benchmark${n}.test`, `general@benchmark${n}.test`]);

/**
 * Two API instances on the bench database and the real Redis; 2,000 sockets, half on each,
 * spread evenly over 40 signed-in users (50 each: 25 per instance). Each event is one notification
 * row inserted and committed by a separate PostgreSQL connection, as any writer would, for a user
 * picked in turn; the time runs from just before COMMIT is sent to each of that user's 50 sockets
 * receiving ReceiveCptNotification. Events go one at a time, 20 ms apart.
 */
export const measureNotificationDelivery = async (databaseUrl: string): Promise<DeliveryResult> => {
  const prefix = `portal-bench-${process.pid}`;
  const a = await startApi(databaseUrl, { REDIS_URL, REDIS_KEY_PREFIX: prefix });
  let b: RunningApi | undefined;
  const sockets: Socket[] = [];
  const writer = new pg.Client({ connectionString: databaseUrl });
  try {
    // Both instances trust the same issuer, as behind one load balancer: B is told A's address.
    b = await startApi(databaseUrl, { REDIS_URL, REDIS_KEY_PREFIX: prefix, PUBLIC_URL: a.baseUrl });
    const emails = usersOf(NETWORKS);
    const tokens = await Promise.all(emails.map((email) => signIn(a.baseUrl, email)));
    await writer.connect();
    const ids = await writer.query<{ id: string; network_id: string; email: string }>(
      'select id, network_id, email from users where email = any($1)',
      [emails],
    );
    const perUser = SOCKETS / emails.length;
    const pending = new Map<string, { started: number; waiting: number; first?: number }>();
    const latencies: number[] = [];
    const byUser = new Map<string, Socket[]>();
    for (const [index, email] of emails.entries()) {
      const mine: Socket[] = [];
      for (let i = 0; i < perUser; i += 1) {
        const socket = await connect(i % 2 === 0 ? a.baseUrl : b.baseUrl, tokens[index]!);
        socket.on(RECEIVE_NOTIFICATION_EVENT, (item: { notificationText: string }) => {
          const event = pending.get(item.notificationText);
          if (!event) return;
          const elapsed = performance.now() - event.started;
          latencies.push(elapsed);
          event.first ??= elapsed;
          event.waiting -= 1;
        });
        mine.push(socket);
      }
      sockets.push(...mine);
      byUser.set(email, mine);
    }
    console.log(`notifications: ${sockets.length} sockets open on 2 instances for ${emails.length} users of ${NETWORK_NAME} and others`);

    for (let n = 0; n < EVENTS; n += 1) {
      const user = ids.rows[n % ids.rows.length]!;
      const text = `bench event ${n} ${process.pid}`;
      await writer.query('begin');
      await writer.query(`insert into notification_events (network_id, recipient_ids, audience, text, sub_type) values ($1, array[$2::uuid], 'named', $3, 'JobApproved')`, [
        user.network_id,
        user.id,
        text,
      ]);
      const event = { started: performance.now(), waiting: byUser.get(user.email)!.length };
      pending.set(text, event);
      await writer.query('commit');
      const deadline = Date.now() + 2_000;
      while (event.waiting > 0 && Date.now() < deadline) await sleep(1);
      await sleep(20);
    }
    const deliveries = latencies.length;
    const sorted = [...latencies].sort((x, y) => x - y);
    const firsts = [...pending.values()].flatMap((e) => (e.first === undefined ? [] : [e.first])).sort((x, y) => x - y);
    await writer.query(`delete from notification_events where text like $1`, [`bench event % ${process.pid}`]);
    return {
      sockets: sockets.length,
      users: emails.length,
      events: EVENTS,
      deliveries,
      lost: EVENTS * perUser - deliveries,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      firstP50: percentile(firsts, 50),
      firstP99: percentile(firsts, 99),
      loadAverage: loadavg()[0] ?? 0,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await writer.end().catch(() => undefined);
    await b?.stop();
    await a.stop();
  }
};

export const deliveryChecks = (result: DeliveryResult): Check[] => [
  {
    subject: `notification delivery (${result.sockets} sockets, 2 instances)`,
    figure: 'p99',
    value: `${result.p99.toFixed(1)} ms (p50 ${result.p50.toFixed(1)} ms; first socket p50 ${result.firstP50.toFixed(1)} / p99 ${result.firstP99.toFixed(1)} ms; ${result.lost} lost; load ${result.loadAverage.toFixed(1)})`,
    budget: `<= ${DELIVERY_P99_BUDGET_MS} ms, none lost`,
    pass: result.p99 <= DELIVERY_P99_BUDGET_MS && result.lost === 0,
  },
];

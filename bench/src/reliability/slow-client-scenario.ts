import { createConnection } from 'node:net';
import { performance } from 'node:perf_hooks';
import { check, latencies, machineLoad, meetsP99Goal, ms, P99_GOAL_MS, seconds, statusCounts, type Check } from './checks';
import { readMixWorker, startWorkers, type SignedIn } from './traffic';

export const SCENARIO = 'e. 20 slow clients';
const SLOW_CLIENTS = 20;
const NORMAL_CLIENTS = 20;
const CLOSE_GOAL_MS = 30_000;
/** How long the suite waits for the server to close them before it closes them itself (and fails the goal). */
const OBSERVE_MS = 40_000;

/** A request that would take minutes to send one byte per second: the server must give up on it first. */
const slowRequest = (port: number) =>
  `POST /api/v2/Insights/CustomReports HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-Slow: ${'x'.repeat(200)}\r\n\r\n`;

interface SlowClient {
  kind: 'one byte a second' | 'silent';
  /** ms from connecting to the server closing the connection; undefined if it never did. */
  closedAfter?: number;
  bytesSent: number;
  answer: string;
}

/** Opens a connection that dribbles a request (or sends nothing) and notes when the server closes it. */
const openSlowClient = (port: number, kind: SlowClient['kind']): Promise<SlowClient> =>
  new Promise((resolve) => {
    const result: SlowClient = { kind, bytesSent: 0, answer: '' };
    const request = slowRequest(port);
    let opened = 0;
    let timer: NodeJS.Timeout | undefined;
    let finished = false;
    const socket = createConnection({ host: '127.0.0.1', port });
    const finish = (byServer: boolean) => {
      // Once only: the 'close' that follows the suite giving up is not the server closing it.
      if (finished) return;
      finished = true;
      clearInterval(timer);
      clearTimeout(giveUp);
      if (byServer) result.closedAfter = performance.now() - opened;
      socket.destroy();
      resolve(result);
    };
    const giveUp = setTimeout(() => finish(false), OBSERVE_MS);
    socket.on('connect', () => {
      opened = performance.now();
      if (kind === 'silent') return;
      timer = setInterval(() => {
        if (result.bytesSent >= request.length || socket.destroyed) return;
        socket.write(request[result.bytesSent]!);
        result.bytesSent += 1;
      }, 1_000);
    });
    socket.on('data', (data) => (result.answer += data.toString().slice(0, 100)));
    // The server ending or resetting the connection both count as closing it.
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });

/**
 * 20 raw TCP connections, half sending a request one byte a second, half sending nothing, while 20
 * normal clients run the read mix. Goals: the server closes every slow connection within 30 s; the
 * normal clients' p99 stays within 1 s with no errors.
 */
export const runSlowClientScenario = async (baseUrl: string, port: number, users: SignedIn[]): Promise<Check[]> => {
  const normal = startWorkers({ baseUrl, count: NORMAL_CLIENTS, next: readMixWorker(baseUrl, users), timeoutMs: 30_000, maxMs: OBSERVE_MS + 5_000, maxCalls: 1_000_000 });
  const slow = await Promise.all(
    Array.from({ length: SLOW_CLIENTS }, (_, i) => openSlowClient(port, i % 2 === 0 ? 'one byte a second' : 'silent')),
  );
  await normal.stop();

  const closed = slow.filter((s) => s.closedAfter !== undefined);
  const slowest = Math.max(...slow.map((s) => s.closedAfter ?? Number.POSITIVE_INFINITY));
  const describeKind = (kind: SlowClient['kind']) => {
    const mine = slow.filter((s) => s.kind === kind);
    const times = mine.map((s) => (s.closedAfter === undefined ? `open after ${OBSERVE_MS / 1000} s` : seconds(s.closedAfter)));
    const first = [...new Set(times)].slice(0, 3).join(', ');
    const answered = mine.find((s) => s.answer)?.answer.split('\r\n')[0];
    return `${kind}: ${first}${answered ? ` (answer: ${answered})` : ''}`;
  };
  const l = latencies(normal.samples);
  console.log(`\n${SCENARIO}: ${describeKind('one byte a second')}; ${describeKind('silent')}; normal calls ${statusCounts(normal.samples)}; load average ${machineLoad()}`);
  return [
    check(
      SCENARIO,
      `every slow connection closed by the server within ${CLOSE_GOAL_MS / 1000} s`,
      `${closed.length} of ${slow.length} closed; slowest ${Number.isFinite(slowest) ? seconds(slowest) : `still open after ${OBSERVE_MS / 1000} s`}`,
      closed.length === slow.length && slowest <= CLOSE_GOAL_MS,
    ),
    check(
      SCENARIO,
      `${NORMAL_CLIENTS} normal clients meanwhile: p99 <= ${P99_GOAL_MS} ms, 0 errors`,
      `p99 ${ms(l.p99)} (p50 ${ms(l.p50)}), ${l.errors} errors of ${l.n}`,
      meetsP99Goal(l),
    ),
  ];
};

import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * A light HTTP client for the load (node:http with keep-alive rather than fetch, so the load
 * generator, which shares the machine's cores with the API and PostgreSQL, costs less of them).
 */

/** What one call got: its status (0: no answer, see `error`), its Retry-After, and when it started and ended. */
export interface Answer {
  status: number;
  retryAfter?: string | undefined;
  contentType?: string | undefined;
  body: string;
  /** performance.now() at the start and end. */
  start: number;
  end: number;
  error?: string;
}

export const agent = new Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512 });

export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  /** The call gives up (status 0) after this long. */
  timeoutMs: number;
}

export const call = (baseUrl: string, options: CallOptions): Promise<Answer> =>
  new Promise((resolve) => {
    const start = performance.now();
    const url = new URL(options.path, baseUrl);
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    let settled = false;
    const finish = (answer: Omit<Answer, 'start' | 'end'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, start, end: performance.now() });
    };
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: `${url.pathname}${url.search}`,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          finish({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            contentType: res.headers['content-type'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', (err) => finish({ status: 0, body: '', error: `response: ${err.message}` }));
      },
    );
    const timer = setTimeout(() => {
      finish({ status: 0, body: '', error: `no answer within ${options.timeoutMs} ms` });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (err) => finish({ status: 0, body: '', error: err.message }));
    req.end(payload);
  });

export const isSuccess = (answer: Pick<Answer, 'status'>) => answer.status >= 200 && answer.status < 300;

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
};

/** A short description of an answer that is not a success: 'HTTP 500: message' or the network error. */
export const describe = (answer: Answer): string => {
  if (answer.status === 0) return answer.error ?? 'no answer';
  let message = answer.body.slice(0, 160);
  try {
    const parsed = JSON.parse(answer.body) as { message?: unknown };
    if (typeof parsed.message === 'string') message = parsed.message;
  } catch {
    // Not JSON.
  }
  return `HTTP ${answer.status}${message ? `: ${message}` : ''}`;
};

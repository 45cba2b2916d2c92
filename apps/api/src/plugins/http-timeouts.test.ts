import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpTimeouts } from './http-timeouts';

const app = Fastify({ logger: false, ...httpTimeouts({ HTTP_REQUEST_TIMEOUT_SECONDS: 1, HTTP_KEEP_ALIVE_SECONDS: 1 }) });
app.get('/', async () => ({ ok: true }));
let port = 0;

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/** A client that sends `bytes` one at a time, every `everyMs`, and reports when the server closes it. */
const slowClient = (bytes: string, everyMs: number) =>
  new Promise<{ closedAfterMs: number; answer: string }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < bytes.length) socket.write(bytes[sent++]!);
    }, everyMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });

describe('the HTTP server bounds every wait on a client', () => {
  it('closes a client that sends its request a byte at a time once the request timeout has passed', async () => {
    const { closedAfterMs, answer } = await slowClient('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(200), 100);
    // 1 s, checked every 0.5 s; the answer is a 408 or nothing.
    expect(closedAfterMs).toBeLessThan(3_000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a client that connects and sends nothing', async () => {
    const { closedAfterMs } = await slowClient('', 1_000);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('closes an idle keep-alive connection after its timeout, having answered it', async () => {
    const { closedAfterMs, answer } = await slowClient('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n', 0);
    expect(answer).toContain('{"ok":true}');
    expect(closedAfterMs).toBeLessThan(3_000);
  });
});

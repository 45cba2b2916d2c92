import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Writes raw bytes to the server and reads everything it answers until it closes the connection. */
const rawExchange = (port: number, request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
  });

const parse = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
};

const expectFrameworkAnswer = (answer: string, status: number) => {
  const { status: code, headers, body } = parse(answer);
  expect(code).toBe(status);
  expect(headers.connection).toBe('close');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-type']).toContain('application/json');
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(['error', 'message', 'requestId', 'statusCode']);
  expect(json.statusCode).toBe(status);
  expect(body).not.toContain('FST_');
  return json;
};

describe('answers the framework makes itself', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers headers too large with 431 in the JSON error shape, security headers and Connection: close', async () => {
    const answer = await rawExchange(port, `GET /api/v2/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectFrameworkAnswer(answer, 431);
  });

  it('answers an over-long address with 431 too, without echoing it', async () => {
    const answer = await rawExchange(port, `GET /api/v2/${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).not.toContain('bbbb');
    expectFrameworkAnswer(answer, 431);
  });

  it('answers a malformed address with 400 naming neither the address nor the Fastify code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toContain('%E0');
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'The request is malformed.', requestId: res.headers['x-request-id'] });
  });

  it('tells a keep-alive client to reconnect, so its next request is not lost', async () => {
    const answer = await rawExchange(
      port,
      `GET /api/v2/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\nGET /api/v2/health HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expectFrameworkAnswer(answer.split('HTTP/1.1').slice(0, 2).join('HTTP/1.1'), 400);
  });
});

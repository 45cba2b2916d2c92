import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { submissionChecks } from './integration-scenarios';
import { leanPoster } from './lean-http';

const load = (p95: number, errors = 0) => ({ ok: true as const, requests: 500, errors, p50: p95 / 2, p95, p99: p95 + 5, rps: 300 });

describe('the submissions budget', () => {
  it('passes at p95 50 ms with no errors, and fails past it, on an error, or without an answer', () => {
    const verdicts = (p95: number, errors = 0) => submissionChecks({ load: load(p95, errors), concurrency: 8 }).map((c) => c.pass);
    expect(verdicts(50)).toEqual([true, true]);
    expect(verdicts(50.1)).toEqual([true, false]);
    expect(verdicts(20, 1)).toEqual([false, true]);
    expect(submissionChecks({ load: { ok: false, status: 503, message: 'down' }, concurrency: 8 })).toMatchObject([{ value: 'HTTP 503', pass: false }]);
  });
});

describe('leanPoster', () => {
  it('posts the JSON body with the headers, and answers the status, with the start of the body for a failure', async () => {
    const seen: { body: string; key: string | undefined; type: string | undefined }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ body, key: request.headers['x-api-key'] as string | undefined, type: request.headers['content-type'] });
        response.statusCode = seen.length === 1 ? 201 : 400;
        response.end(seen.length === 1 ? '{"ok":true}' : 'x'.repeat(500));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const poster = leanPoster(2);
    try {
      expect(await poster.post(`http://127.0.0.1:${port}/`, { 'x-api-key': 'k1' }, { a: 1 })).toEqual({ status: 201 });
      expect(await poster.post(`http://127.0.0.1:${port}/`, { 'x-api-key': 'k2' }, { b: 'é' })).toEqual({ status: 400, message: 'x'.repeat(200) });
      expect(seen).toEqual([
        { body: '{"a":1}', key: 'k1', type: 'application/json' },
        { body: '{"b":"é"}', key: 'k2', type: 'application/json' },
      ]);
    } finally {
      poster.close();
      server.close();
    }
  });
});

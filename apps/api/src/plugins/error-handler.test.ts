import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '@portal/domain/api/storable-text';
import { serializeError } from '../lib/safe-error-log';
import { registerErrorHandler, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from './error-handler';

/** An error as drizzle raises it: the driver's error, with its SQLSTATE, as the cause. */
const databaseError = (code: string) => new Error('Failed query', { cause: Object.assign(new Error('driver error'), { code }) });

const answerTo = async (error: Error) => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
};

describe('the error handler', () => {
  it('answers 400 to text PostgreSQL cannot store (a NUL character), as the client sent it', async () => {
    for (const code of ['22021', '22P05']) {
      const res = await answerTo(databaseError(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
  });

  it("keeps every other data exception a 500: it is the server's fault", async () => {
    for (const code of ['22012', '22003', '22P02']) {
      const res = await answerTo(databaseError(code));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
    }
  });

  it('answers 503 with Retry-After when the database is away or a statement ran past its limit', async () => {
    const away = [
      databaseError('57P01'),
      databaseError('08006'),
      databaseError('ECONNREFUSED'),
      new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
      new Error('timeout exceeded when trying to connect'),
    ];
    for (const error of away) {
      const res = await answerTo(error);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ statusCode: 503, message: UNAVAILABLE_MESSAGE });
    }
    for (const code of ['57014', '25P03']) {
      const res = await answerTo(databaseError(code));
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(TIMEOUT_MESSAGE);
    }
  });

  it('logs a burst of database failures as one line and a count, without the statement, its parameters or a stack', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({ logger: { level: 'info', serializers: { err: serializeError }, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
    registerErrorHandler(app);
    app.get('/users', async () => {
      const driver = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      throw new DrizzleQueryError('select * from users where email = $1', ['nurse.jane@northwind.test'], driver);
    });
    for (let i = 0; i < 50; i += 1) expect((await app.inject({ method: 'GET', url: '/users' })).statusCode).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await app.close();

    const failures = lines.filter((line) => String(line.msg).startsWith('database unavailable'));
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ call: 'GET /users', code: '57P01', reason: 'terminating connection due to administrator command' });
    expect(failures[0]).toHaveProperty('reqId');
    expect(failures[1]).toMatchObject({ code: '57P01', repeats: 49 });
    const written = JSON.stringify(lines);
    expect(written).not.toContain('nurse.jane');
    expect(written).not.toContain('select * from users');
    expect(written).not.toContain('"stack"');
  });

  it("logs a server error with the driver's message and stack, never drizzle's statement and parameters", async () => {
    const driver = Object.assign(new Error('division by zero'), { code: '22012' });
    const serialized = serializeError(new DrizzleQueryError('select 1 / $1 where email = $2', [0, 'nurse.jane@northwind.test'], driver));
    expect(serialized).toMatchObject({ message: 'division by zero', code: '22012' });
    expect(JSON.stringify(serialized)).not.toContain('nurse.jane');
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '@portal/domain/api/storable-text';
import { registerErrorHandler } from './error-handler';

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
});

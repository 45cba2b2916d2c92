import { expect, type APIRequestContext } from '@playwright/test';

/**
 * /api/ready answers 200 within `withinMs`. It pings the database: on the embedded PGlite, whose one
 * connection a transaction holds until it ends, a write that left it held (a query on the pool from
 * inside a transaction) makes every later query wait for ever, this one too. Each try gives up after
 * two seconds, so a hung server fails the check instead of the test's timeout.
 */
export const expectReady = async (request: APIRequestContext, baseURL: string | undefined, withinMs = 5_000) => {
  const url = new URL('/api/ready', baseURL).toString();
  await expect
    .poll(
      async () => {
        try {
          return (await request.get(url, { timeout: 2_000 })).status();
        } catch (error) {
          return (error as Error).message.split('\n')[0];
        }
      },
      { message: `${url} answers 200 within ${withinMs} ms`, timeout: withinMs, intervals: [100, 250, 500] },
    )
    .toBe(200);
};

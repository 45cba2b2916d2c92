import { afterAll, beforeAll } from 'vitest';
import { demoNetworkIds } from './demo-records';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app on its own copy of the demo database for the file that calls this, with the ids of its
 * two networks. Both objects are filled in before the first test: read them inside tests, not while
 * the file loads.
 */
export const useDemoTestApp = (env: Record<string, string> = {}) => {
  const t = {} as TestApp;
  const ids = { northwind: '', lakeside: '' };
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
    Object.assign(ids, await demoNetworkIds(t.database.db));
  });
  afterAll(() => t.close());
  return { t, ids };
};

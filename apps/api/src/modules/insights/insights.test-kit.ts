import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { demoNetworkIds, rowsOf } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

export interface InsightNetwork {
  id: string;
  hospitals: { id: string; name: string }[];
}

const network = async (t: TestApp, id: string): Promise<InsightNetwork> => ({
  id,
  hospitals: await rowsOf<{ id: string; name: string }>(t, sql`select id, name from hospitals where network_id = ${id} order by name, id`),
});

/** A test app on its own copy of the demo database, with Northwind's and Lakeside's hospitals. */
export const useInsightTestApp = () => {
  const t = {} as TestApp;
  const northwind = {} as InsightNetwork;
  const lakeside = {} as InsightNetwork;
  const localAdminHospitals: string[] = [];
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    const ids = await demoNetworkIds(t.database.db);
    Object.assign(northwind, await network(t, ids.northwind));
    Object.assign(lakeside, await network(t, ids.lakeside));
    const own = await rowsOf<{ id: string }>(
      t,
      sql`select uh.hospital_id as id from user_hospitals uh join users u on u.id = uh.user_id where u.email = ${DEMO.localAdmin}`,
    );
    localAdminHospitals.push(...own.map((row) => row.id));
  });
  afterAll(() => t.close());
  return { t, northwind, lakeside, localAdminHospitals };
};

import { sql } from 'drizzle-orm';
import { addCustomReport, type SaveCustomReportRequest } from '@portal/domain/api/custom-reports';
import { networkFeatureFlags } from '../../../db/schema/tenancy';
import { callAs } from '../../../test-support/call-as';
import { rowsOf } from '../../../test-support/demo-records';
import type { TestApp } from '../../../test-support/test-app';

export const SHAPE = { dataset: 'startsStops', dimensions: ['month'], measures: ['starts', 'stops'], chartType: 'bar' } as const;

export const saveReport = async (t: TestApp, email: string, request: Partial<SaveCustomReportRequest> = {}) => {
  const res = await callAs(t, email, addCustomReport, { name: 'Starts by month', shape: SHAPE, shared: false, ...request });
  if (res.statusCode !== 201) throw new Error(`saving a report answered ${res.statusCode}: ${res.body}`);
  return res.json() as { id: string; version: number; name: string };
};

export const savedReportCount = async (t: TestApp) => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from saved_reports`))[0]!.n;

/** Turns on Lakeside's insights flags, so a call there passes the flag check and reaches the network's data. */
export const openInsightsAt = async (t: TestApp, networkId: string) => {
  for (const key of ['insights', 'embeddedReport']) {
    await t.database.db
      .insert(networkFeatureFlags)
      .values({ networkId, key, on: true })
      .onConflictDoUpdate({ target: [networkFeatureFlags.networkId, networkFeatureFlags.key], set: { on: true } });
  }
};

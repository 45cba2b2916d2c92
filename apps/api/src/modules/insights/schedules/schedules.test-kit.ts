import { sql } from 'drizzle-orm';
import type { CreateReportScheduleRequest } from '@portal/domain/api/report-schedules';
import { createReportSchedule } from '@portal/domain/api/report-schedules';
import { callAs } from '../../../test-support/call-as';
import { rowsOf } from '../../../test-support/demo-records';
import type { TestApp } from '../../../test-support/test-app';

export const HEADCOUNT = 'headcount-by-hospital-unit';

/** A weekly XLSX of the headcount report to `recipientIds`, first e-mail at once. */
export const weeklyRequest = (recipientIds: string[], overrides: Partial<CreateReportScheduleRequest> = {}): CreateReportScheduleRequest => ({
  reportId: HEADCOUNT,
  filters: {},
  frequency: 'weekly',
  weekday: 1,
  hour: 7,
  format: 'xlsx',
  recipientIds,
  sendNow: true,
  ...overrides,
});

export const createAs = (t: TestApp, email: string, body: unknown) => callAs(t, email, createReportSchedule, body);

export const scheduleCount = async (t: TestApp) => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from report_schedules`))[0]!.n;

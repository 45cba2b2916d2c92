import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRelay } from '../../../mail/outbox-relay';
import { attachmentsOf, decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../../../test-support/smtp-sink';
import { pdfText } from '../../../test-support/pdf-text';
import { rowsOf, userIdOf } from '../../../test-support/demo-records';
import { DEMO } from '../../../test-support/test-app';

/** A General User of Northwind who sees two of its six hospitals. */
const ELLIOT = 'elliot.vance@northwind.test';
import { useInsightTestApp } from '../insights.test-kit';
import { runInsightReport } from '@portal/domain/api/insights';
import { callAs } from '../../../test-support/call-as';
import { saveReport } from '../saved-reports/saved-reports.test-kit';
import { OUTCOME_NO_ACCESS, OUTCOME_NO_RECIPIENT_ACCESS, OUTCOME_NO_ROWS, sentOutcome } from './deliver-schedule';
import { scheduledSubject } from './schedule-mail';
import { runDueSchedules } from './schedule-runner';
import { createAs, weeklyRequest } from './schedules.test-kit';

const { t } = useInsightTestApp();
const log = Fastify({ logger: false }).log;
const SUBJECT = scheduledSubject('Headcount on Assignment');

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink?.close());

const run = () => runDueSchedules(t.database.db, t.config.PUBLIC_URL, log);

const scheduleRow = async (id: string) => {
  const [row] = await rowsOf<{ next_run_at: string; last_run_at: string | null; last_outcome: string | null }>(
    t,
    sql`select next_run_at, last_run_at, last_outcome from report_schedules where id = ${id}`,
  );
  return { nextRunAt: new Date(row!.next_run_at), lastRunAt: row!.last_run_at, lastOutcome: row!.last_outcome };
};

const queuedTo = (since: Date) =>
  rowsOf<{ to_address: string; body: string }>(t, sql`select to_address, body from outbound_emails where subject = ${SUBJECT} and created_at >= ${since} order by to_address`);

const create = async (email: string, overrides: Parameters<typeof weeklyRequest>[1], recipients: string[] = [email]) => {
  const ids = await Promise.all(recipients.map((r) => userIdOf(t.database.db, r)));
  const res = await createAs(t, email, weeklyRequest(ids, overrides));
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

describe('the report schedule runner', () => {
  it('sends a due schedule once though two runners run at the same time, with the XLSX attached, and moves it to its next run', async () => {
    const since = new Date();
    const id = await create(DEMO.admin, {}, [DEMO.admin, DEMO.general]);
    const queued = await Promise.all([run(), run()]);
    expect(queued[0] + queued[1]).toBe(2);
    expect((await queuedTo(since)).map((row) => row.to_address)).toEqual([DEMO.admin, DEMO.general]);
    const row = await scheduleRow(id);
    expect(row.lastOutcome).toBe(sentOutcome(2));
    expect(row.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect([row.nextRunAt.getUTCDay(), row.nextRunAt.getUTCHours(), row.nextRunAt.getUTCMinutes()]).toEqual([1, 7, 0]);
    expect(await run()).toBe(0);

    const relay = createOutboxRelay({ db: t.database.db, smtpUrl: sink.url, from: 'Client Portal <no-reply@provider.test>', maxAttempts: 3, log });
    await relay.deliverDue();
    await relay.stop();
    const mail = sink.received.find((m) => m.to.includes(DEMO.general) && m.raw.includes(SUBJECT))!;
    expect(decodeQuotedPrintable(mail.raw)).toContain('http://localhost:3000/insights/reports/headcount-by-hospital-unit');
    const [file] = attachmentsOf(mail.raw);
    expect(file!.fileName).toMatch(/^ClientPortal_HeadcountonAssignment_\d{8}_\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file!.content.buffer.slice(file!.content.byteOffset, file!.content.byteOffset + file!.content.byteLength) as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Month', 'Hospital', 'Unit', 'Headcount']);
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(1);
  });

  it('skips a run whose report has no rows, and records why', async () => {
    const since = new Date();
    const id = await create(DEMO.admin, { filters: { from: '2001-01-01', to: '2001-01-31' } });
    expect(await run()).toBe(0);
    expect(await queuedTo(since)).toEqual([]);
    const row = await scheduleRow(id);
    expect(row.lastOutcome).toBe(OUTCOME_NO_ROWS);
    expect(row.lastRunAt).not.toBeNull();
  });

  it("runs under the owner's current access: an owner who lost ViewInsights gets nothing sent", async () => {
    const since = new Date();
    const id = await create(DEMO.localAdmin, {});
    const [{ type }] = (await rowsOf<{ type: number }>(t, sql`select user_type_id as type from users where email = ${DEMO.localAdmin}`)) as [{ type: number }];
    await t.database.db.execute(sql`update users set user_type_id = (select user_type_id from users where email = ${DEMO.hr}) where email = ${DEMO.localAdmin}`);
    try {
      expect(await run()).toBe(0);
    } finally {
      await t.database.db.execute(sql`update users set user_type_id = ${type} where email = ${DEMO.localAdmin}`);
    }
    expect(await queuedTo(since)).toEqual([]);
    expect((await scheduleRow(id)).lastOutcome).toBe(OUTCOME_NO_ACCESS);
  });

  it('sends a link with the filters, or a PDF', async () => {
    const since = new Date();
    await create(DEMO.admin, { format: 'link', filters: { from: '2020-01-01' } });
    await create(DEMO.localAdmin, { format: 'pdf', frequency: 'monthly', monthDay: 3 });
    expect(await run()).toBe(2);
    const [adminMail] = await queuedTo(since);
    expect(adminMail!.body).toContain('http://localhost:3000/insights/reports/headcount-by-hospital-unit?from=2020-01-01');
    const [pdf] = await rowsOf<{ file_name: string; content: Uint8Array }>(
      t,
      sql`select a.file_name, a.content from outbound_email_attachments a join outbound_emails e on e.id = a.email_id where e.to_address = ${DEMO.localAdmin} and e.created_at >= ${since}`,
    );
    expect(pdf!.file_name).toMatch(/\.pdf$/);
    expect(pdfText(Buffer.from(pdf!.content))).toContain('Headcount on Assignment');
    expect(await rowsOf(t, sql`select 1 from outbound_email_attachments a join outbound_emails e on e.id = a.email_id where e.to_address = ${DEMO.admin} and e.created_at >= ${since}`)).toEqual([]);
  });

  it('sends each recipient the report as they would open it: a colleague seeing two hospitals gets their rows only', async () => {
    const since = new Date();
    await create(DEMO.admin, { format: 'link' }, [DEMO.admin, ELLIOT]);
    expect(await run()).toBe(2);
    const rowsSeenBy = async (email: string) => (await callAs(t, email, runInsightReport, undefined, { params: { reportId: 'headcount-by-hospital-unit' } })).json().rows.length as number;
    const [admin, elliot] = [await rowsSeenBy(DEMO.admin), await rowsSeenBy(ELLIOT)];
    expect(elliot).toBeLessThan(admin);
    const mails = await queuedTo(since);
    expect(mails.map((mail) => mail.to_address)).toEqual([DEMO.admin, ELLIOT]);
    expect(mails[0]!.body).toContain(`has ${admin} rows`);
    expect(mails[1]!.body).toContain(`has ${elliot} rows`);
    expect(mails[1]!.body).toContain('as you see it in the portal');
  });

  it('skips a recipient who can no longer open the report, and says how many', async () => {
    const since = new Date();
    const report = await saveReport(t, DEMO.admin, { name: 'Starts for the team', shared: true });
    const both = await create(DEMO.admin, { reportId: report.id, format: 'link' }, [DEMO.admin, DEMO.general]);
    const colleagueOnly = await create(DEMO.admin, { reportId: report.id, format: 'link' }, [DEMO.general]);
    await t.database.db.execute(sql`update saved_reports set shared = false where id = ${report.id}`);
    expect(await run()).toBe(1);
    const mails = await rowsOf<{ to_address: string }>(t, sql`select to_address from outbound_emails where subject = ${scheduledSubject(report.name)} and created_at >= ${since}`);
    expect(mails.map((mail) => mail.to_address)).toEqual([DEMO.admin]);
    expect((await scheduleRow(both)).lastOutcome).toBe(sentOutcome(1, { noAccess: 1, noRows: 0 }));
    expect(sentOutcome(1, { noAccess: 1, noRows: 0 })).toBe('Sent to 1 recipient; skipped 1 without access');
    expect((await scheduleRow(colleagueOnly)).lastOutcome).toBe(OUTCOME_NO_RECIPIENT_ACCESS);
  });
});

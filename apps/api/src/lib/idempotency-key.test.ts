import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestExtension } from '@portal/domain/api/assignment-details';
import { callUrl, type CallDefinition } from '@portal/domain/api/call';
import { updateCandidate } from '@portal/domain/api/candidates';
import { addCustomReport } from '@portal/domain/api/custom-reports';
import { decideMyDecision } from '@portal/domain/api/decisions';
import { disputeInvoiceLine } from '@portal/domain/api/invoices';
import { addJob } from '@portal/domain/api/jobs';
import { createReportSchedule } from '@portal/domain/api/report-schedules';
import { addUser, postUsers } from '@portal/domain/api/users';
import { useDemoTestApp } from '../test-support/demo-test-app';
import { rowsOf, userIdOf } from '../test-support/demo-records';
import { DEMO } from '../test-support/test-app';

const { t, ids } = useDemoTestApp();

const REPEATS = 20;

type Call = Pick<CallDefinition, 'name' | 'method' | 'version' | 'path' | 'successStatus'>;

interface Request {
  payload: object;
  params?: Record<string, string> | undefined;
}

/** One call that accepts Idempotency-Key, with a request of it that succeeds once. */
interface Case {
  call: Call;
  email: string;
  request(): Promise<Request>;
  /** Rows that exactly one success adds one to: the record made, or the audit entry of a decision. */
  made: SQL;
  /** The audit entries one success writes. */
  audits: number;
}

const count = async (query: SQL) => (await rowsOf<{ n: number }>(t, sql`select (${query})::int as n`))[0]!.n;
const auditCount = () => count(sql`select count(*) from audit_log`);
const keyCount = (key: string) => count(sql`select count(*) from idempotency_keys where key = ${key}`);

const one = async <Row>(query: SQL) => (await rowsOf<Row>(t, query))[0]!;
const DAY_MS = 86_400_000;
/** Today plus `days`, yyyy-mm-dd on the UTC calendar the API checks dates against. */
const inDays = (days: number, from = Date.now()) => new Date(from + days * DAY_MS).toISOString().slice(0, 10);
const idOfHospital = async (name: string) => (await one<{ id: string }>(sql`select id from hospitals where name = ${name}`)).id;
/** The first row of a lookup table, as the drawers list them. */
const firstOf = (table: string, column = 'id') =>
  one<{ value: number | string }>(sql`select ${sql.raw(column)} as value from ${sql.raw(table)} order by sort_order, id limit 1`);

/** Hospitals the account sees: all of its network's for an all-hospitals type, else its own. */
const hospitalIdsOf = async (email: string) =>
  (
    await rowsOf<{ id: string }>(
      t,
      sql`select h.id from users u join user_types ut on ut.id = u.user_type_id join hospitals h on h.network_id = u.network_id
          where u.email = ${email}
            and (ut.name in ('Client Admin', 'MSP Admin') or exists (select 1 from user_hospitals uh where uh.user_id = u.id and uh.hospital_id = h.id))`,
    )
  ).map((row) => row.id);

/** What the Add job drawer sends for a one-step hospital, starting in a week. */
const addJobForm = async () => {
  const hospitalId = await idOfHospital('Northwind Eastside Medical Center');
  return {
    hospitalId,
    unitId: (await one<{ id: string }>(sql`select id from units where hospital_id = ${hospitalId} order by name limit 1`)).id,
    jobTitleId: (await firstOf('titles')).value,
    shiftId: (await firstOf('shifts')).value,
    shiftLengthId: (await firstOf('shift_lengths')).value,
    reasonRequest: (await firstOf('job_reasons', 'name')).value,
    availablePositions: 2,
    duration: 13,
    startDate: inDays(7),
    approverIds: [],
  };
};

let usersAdded = 0;
const newUser = async () => ({
  email: `idempotent.user${(usersAdded += 1)}.${Date.now()}@northwind.test`,
  firstName: 'Nova',
  lastName: 'Quinn',
  phoneNumber: '(206) 555-0188',
  userTypeId: (await one<{ id: number }>(sql`select id from user_types where name = 'General User'`)).id,
  hospitalIds: [await idOfHospital('Northwind General Hospital')],
  isActive: true,
  isJobApprover: false,
});

/** Northwind's Ready for Review candidates the General User sees, one per case that decides one. */
let candidatesTaken = 0;
const offerToFreshCandidate = async () => {
  const hospitals = await hospitalIdsOf(DEMO.general);
  const candidates = await rowsOf<{ id: string; version: number }>(
    t,
    sql`select id, version from deals where network_id = ${ids.northwind} and stage = 'candidate' and status = 'Ready for Review'
          and hospital_id in ${hospitals} order by submitted_at, id`,
  );
  const candidate = candidates[candidatesTaken++]!;
  return { dealId: candidate.id, decision: 'offer', version: candidate.version };
};

const CASES: Case[] = [
  {
    call: addJob,
    email: DEMO.general,
    request: async () => ({ payload: await addJobForm() }),
    made: sql`select count(*) from job_postings`,
    audits: 1,
  },
  ...[addUser, postUsers].map((call) => ({
    call,
    email: DEMO.admin,
    request: async () => ({ payload: await newUser() }),
    made: sql`select count(*) from users`,
    audits: 2,
  })),
  {
    call: disputeInvoiceLine,
    email: DEMO.finance,
    request: async () => {
      const hospitals = await hospitalIdsOf(DEMO.finance);
      const [line] = await rowsOf<{ id: string; invoiceId: string }>(
        t,
        sql`select l.id, l.invoice_id as "invoiceId" from invoice_lines l join invoices i on i.id = l.invoice_id
            where i.network_id = ${ids.northwind} and i.hospital_id in ${hospitals}
              and not exists (select 1 from invoice_disputes d where d.line_id = l.id)
            order by l.id limit 1`,
      );
      return { payload: { lineId: line!.id, reason: 'Rate' }, params: { id: line!.invoiceId } };
    },
    made: sql`select count(*) from invoice_disputes`,
    audits: 1,
  },
  {
    call: updateCandidate,
    email: DEMO.general,
    request: async () => ({ payload: await offerToFreshCandidate() }),
    made: sql`select count(*) from audit_log where action = 'offer'`,
    audits: 1,
  },
  {
    call: decideMyDecision,
    email: DEMO.general,
    request: async () => ({ payload: { kind: 'candidate', candidate: await offerToFreshCandidate() } }),
    made: sql`select count(*) from audit_log where action = 'offer'`,
    audits: 1,
  },
  {
    call: requestExtension,
    email: DEMO.admin,
    request: async () => {
      const deal = await one<{ id: string; version: number; endDate: string }>(
        sql`select id, version, end_date::text as "endDate" from deals d where network_id = ${ids.northwind} and stage = 'assignment'
              and status = 'On Assignment' and not exists (select 1 from extension_requests e where e.deal_id = d.id and e.is_active)
            order by id limit 1`,
      );
      const payload = {
        dealId: deal.id,
        version: deal.version,
        assignedName: 'Extension for the current clinician',
        startDate: inDays(1, Date.parse(deal.endDate)),
        assignmentDuration: 13,
        reasonRequest: 'Increased Census',
        shiftLength: '12 Hours',
      };
      return { payload };
    },
    made: sql`select count(*) from extension_requests`,
    audits: 1,
  },
  {
    call: createReportSchedule,
    email: DEMO.admin,
    request: async () => ({
      payload: {
        reportId: 'headcount-by-hospital-unit',
        filters: {},
        frequency: 'weekly',
        weekday: 1,
        hour: 7,
        format: 'xlsx',
        recipientIds: [await userIdOf(t.database.db, DEMO.admin)],
        sendNow: false,
      },
    }),
    made: sql`select count(*) from report_schedules`,
    audits: 1,
  },
  {
    call: addCustomReport,
    email: DEMO.admin,
    request: async () => ({
      payload: { name: 'Saved once', shape: { dataset: 'startsStops', dimensions: ['month'], measures: ['starts', 'stops'], chartType: 'bar' }, shared: false },
    }),
    made: sql`select count(*) from saved_reports`,
    audits: 1,
  },
];

const send = (c: Case, { payload, params = {} }: Request, key: string): Promise<LightMyRequestResponse> =>
  t.call(c.email, { method: c.call.method, url: callUrl(c.call, params), payload, headers: { 'idempotency-key': key } });

/**
 * Through the HTTP app, as a double click or a client's retry arrives. The fixtures are found with SQL
 * here (lib/ imports no module, nor their test kits). PGlite runs one transaction at a time, so the
 * race these guard against shows on PostgreSQL (DATABASE_URL); on PGlite they check the replay alone.
 */
describe('withIdempotency: every call that accepts Idempotency-Key', () => {
  it.each(CASES.map((c) => [`${c.call.method} ${c.call.version} ${c.call.name}`, c] as const))(
    `%s: ${REPEATS} concurrent requests with one key make one record, and all answer as the first`,
    async (_name, c) => {
      const request = await c.request();
      const key = `concurrent-${c.call.version}-${c.call.name}`.replace(/[^\x21-\x7e]/g, '-');
      await t.tokenFor(c.email);
      const [made, audits] = [await count(c.made), await auditCount()];

      const answers = await Promise.all(Array.from({ length: REPEATS }, () => send(c, request, key)));

      const first = answers[0]!;
      const status = c.call.successStatus ?? 200;
      // The success status every time: never a 500 (a duplicate key) nor a 409 (the record now exists).
      expect(answers.map((res) => res.statusCode), answers.find((res) => res.statusCode !== status)?.body).toEqual(Array(REPEATS).fill(status));
      for (const res of answers) expect(res.json()).toEqual(first.json());
      expect(await count(c.made)).toBe(made + 1);
      expect(await auditCount()).toBe(audits + c.audits);
      expect(await keyCount(key)).toBe(1);
      // A repeat once all have ended is replayed too.
      const later = await send(c, request, key);
      expect(later.statusCode).toBe(first.statusCode);
      expect(later.json()).toEqual(first.json());
      expect(await count(c.made)).toBe(made + 1);
    },
  );

  it('leaves no record of a request that failed, so its repeat does the work', async () => {
    const c = CASES[0]!;
    const key = 'failed-then-repeated';
    const payload = await addJobForm();
    const made = await count(c.made);
    const failed = await send(c, { payload: { ...payload, startDate: inDays(-3) } }, key);
    expect(failed.statusCode).toBe(400);
    expect(await keyCount(key)).toBe(0);
    const repeated = await send(c, { payload }, key);
    expect(repeated.statusCode, repeated.body).toBe(201);
    expect(await count(c.made)).toBe(made + 1);
  });
});

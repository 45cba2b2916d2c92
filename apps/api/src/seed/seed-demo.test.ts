import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, FLAG_KEYS } from '@portal/domain/access/feature-flags';
import { PRIVILEGES } from '@portal/domain/access/privileges';
import { USER_TYPES } from '@portal/domain/access/user-types';
import { ASSIGNMENT_STATUSES, CANDIDATE_STATUSES, JOB_POSTING_STATUSES, JOB_STATUS_FOR_POSTING } from '@portal/domain/deals/statuses';
import { verifyPassword } from '../lib/passwords';
import { openPglite, type DatabaseHandle } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { LAKESIDE, NORTHWIND } from './demo-networks';
import { seedDemo } from './seed-demo';
import { seedReference } from './seed-reference';
import { NOTIFICATION_ROWS } from '../test-support/notification-rows';

/** One instant for every run in this file, so two seeds of it must match row for row. */
const TODAY = new Date();
const SEED_TIMEOUT = 120_000;

const rowsOf = async <T>(handle: DatabaseHandle, query: SQL): Promise<T[]> =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

const count = async (handle: DatabaseHandle, query: SQL): Promise<number> => {
  const [row] = await rowsOf<{ n: number }>(handle, query);
  return row?.n ?? 0;
};

const freshDatabase = async (): Promise<DatabaseHandle> => {
  const handle = await openPglite(undefined);
  await handle.migrate();
  return handle;
};

/** A digest of every public table's rows in a fixed order. Password hashes are salted at random, so left out. */
const digest = async (handle: DatabaseHandle): Promise<Record<string, string>> => {
  const tables = await rowsOf<{ name: string }>(
    handle,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ h: string | null }>(
      handle,
      sql.raw(`select md5(string_agg((to_jsonb(t) - 'password_hash')::text, E'\\n' order by (to_jsonb(t) - 'password_hash')::text)) as h from "${name}" t`),
    );
    out[name] = row?.h ?? 'empty';
  }
  return out;
};

describe('demo seed', () => {
  let db: DatabaseHandle;
  let seeded: boolean;
  const northwind = NORTHWIND.id;
  const lakeside = LAKESIDE.id;

  beforeAll(async () => {
    db = await freshDatabase();
    const started = performance.now();
    await seedReference(db.db);
    seeded = await seedDemo(db.db, { today: TODAY });
    console.info(`reference + demo seed on in-memory PGlite: ${Math.round(performance.now() - started)} ms`);
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await db.close();
  });

  const today = () => TODAY.toISOString().slice(0, 10);

  it('seeds the reference tables from the domain tables', async () => {
    expect(seeded).toBe(true);
    expect(await count(db, sql`select count(*)::int as n from privileges`)).toBe(PRIVILEGES.length);
    expect(await count(db, sql`select count(*)::int as n from user_types`)).toBe(USER_TYPES.length);
    expect(await count(db, sql`select count(*)::int as n from user_type_privileges`)).toBe(
      USER_TYPES.reduce((sum, t) => sum + t.privileges.length, 0),
    );
    expect(await count(db, sql`select count(*)::int as n from feature_flags`)).toBe(FLAG_KEYS.length);
    const closeReasons = await rowsOf<{ id: number; name: string }>(db, sql`select id, name from close_job_reasons order by id`);
    expect(closeReasons).toEqual([
      { id: 1, name: 'No longer needed' },
      { id: 3, name: 'Filled by another agency' },
      { id: 5, name: 'Opened position in error' },
    ]);
    expect(await count(db, sql`select count(*)::int as n from shifts`)).toBe(8);
  });

  it('reference seeding is idempotent', async () => {
    const before = await digest(db);
    await seedReference(db.db);
    expect(await digest(db)).toEqual(before);
  });

  it('builds Northwind with two regions, five or more hospitals and exactly one 2-step hospital; Lakeside with one', async () => {
    const hospitals = await rowsOf<{ network_id: string; approval_stages: number; region_id: string | null }>(
      db,
      sql`select network_id, approval_stages, region_id from hospitals`,
    );
    const ofNorthwind = hospitals.filter((h) => h.network_id === northwind);
    expect(ofNorthwind.length).toBeGreaterThanOrEqual(5);
    expect(new Set(ofNorthwind.map((h) => h.region_id)).size).toBe(2);
    expect(ofNorthwind.filter((h) => h.approval_stages === 2)).toHaveLength(1);
    expect(hospitals.filter((h) => h.network_id === lakeside)).toHaveLength(1);
    const managers = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from unit_managers group by hospital_id`);
    expect(managers.every((m) => m.n >= 2 && m.n <= 3)).toBe(true);
    expect(await count(db, sql`select count(distinct hospital_id)::int as n from units`)).toBe(hospitals.length);
  });

  it('overrides every default-off flag for Northwind and none for Lakeside', async () => {
    const overrides = await rowsOf<{ network_id: string; key: string; on: boolean }>(
      db,
      sql`select network_id, key, "on" from network_feature_flags order by key`,
    );
    const off = FLAG_KEYS.filter((k) => !FEATURE_FLAGS[k]).sort();
    expect(overrides.filter((o) => o.network_id === northwind).map((o) => o.key)).toEqual(off);
    expect(overrides.every((o) => o.on)).toBe(true);
    expect(overrides.filter((o) => o.network_id === lakeside)).toHaveLength(0);
  });

  it('creates the eight demo accounts with their user types, networks and the demo password', async () => {
    const accounts = await rowsOf<{
      id: string;
      email: string;
      type: string;
      network: string | null;
      is_job_approver: boolean;
      is_active: boolean;
      is_verified: boolean;
      hospitals: number;
      password_hash: string;
    }>(
      db,
      sql`select u.id, u.email, t.name as type, n.name as network, u.is_job_approver, u.is_active, u.is_verified,
                 u.password_hash, (select count(*)::int from user_hospitals h where h.user_id = u.id) as hospitals
          from users u join user_types t on t.id = u.user_type_id left join networks n on n.id = u.network_id
          where u.email = any(${`{${DEMO_ACCOUNTS.map((a) => a.email).join(',')}}`}::text[])
          order by u.email`,
    );
    const byEmail = new Map(accounts.map((a) => [a.email, a]));
    const expected: [string, string, string | null, number | 'all'][] = [
      ['admin@northwind.test', 'Client Admin', 'Northwind Health', 'all'],
      ['local.admin@northwind.test', 'Local Admin', 'Northwind Health', 2],
      ['general@northwind.test', 'General User', 'Northwind Health', 'all'],
      ['hr@northwind.test', 'Human Resources', 'Northwind Health', 'all'],
      ['finance@northwind.test', 'Finance', 'Northwind Health', 'all'],
      ['general@lakeside.test', 'General User', 'Lakeside Medical Center', 'all'],
      ['msp.admin@provider.test', 'MSP Admin', null, 0],
      ['viewer@provider.test', 'Internal Viewer', null, 0],
    ];
    expect(accounts).toHaveLength(8);
    for (const [email, type, network, hospitals] of expected) {
      const account = byEmail.get(email);
      expect(account, email).toMatchObject({ type, network, is_active: true, is_verified: true });
      expect(account?.id).toBe(DEMO_ACCOUNTS.find((a) => a.email === email)?.id);
      const total = network === 'Lakeside Medical Center' ? LAKESIDE.hospitals.length : NORTHWIND.hospitals.length;
      expect(account?.hospitals, email).toBe(hospitals === 'all' ? total : hospitals);
    }
    expect(byEmail.get('general@northwind.test')?.is_job_approver).toBe(true);
    const hash = byEmail.get('admin@northwind.test')?.password_hash ?? '';
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
  });

  it('gives Northwind a varied team: inactive, unverified and several job approvers, all with hospitals', async () => {
    const team = await rowsOf<{ is_active: boolean; is_verified: boolean; is_job_approver: boolean; type: string; hospitals: number }>(
      db,
      sql`select u.is_active, u.is_verified, u.is_job_approver, t.name as type,
                 (select count(*)::int from user_hospitals h where h.user_id = u.id) as hospitals
          from users u join user_types t on t.id = u.user_type_id where u.network_id = ${northwind}`,
    );
    expect(team.length).toBeGreaterThanOrEqual(20);
    expect(team.some((u) => !u.is_active)).toBe(true);
    expect(team.some((u) => !u.is_verified)).toBe(true);
    expect(team.filter((u) => u.is_job_approver).length).toBeGreaterThanOrEqual(3);
    expect(team.filter((u) => u.is_job_approver).every((u) => u.type === 'General User')).toBe(true);
    expect(team.every((u) => u.hospitals > 0)).toBe(true);
    expect(await count(db, sql`select count(*)::int as n from users where network_id = ${lakeside}`)).toBeGreaterThan(1);
  });

  it('seeds at least 300 Northwind assignments over every assignment status, On Assignment the largest', async () => {
    const byStatus = await rowsOf<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from deals where network_id = ${northwind} and stage = 'assignment' group by status order by n desc`,
    );
    expect(byStatus.reduce((sum, s) => sum + s.n, 0)).toBeGreaterThanOrEqual(300);
    expect(byStatus.map((s) => s.status).sort()).toEqual([...ASSIGNMENT_STATUSES].sort());
    expect(byStatus[0]?.status).toBe('On Assignment');
    const endingSoon = await count(
      db,
      sql`select count(*)::int as n from deals where network_id = ${northwind} and status = 'On Assignment'
          and end_date >= ${today()}::date and end_date < ${today()}::date + 60`,
    );
    expect(endingSoon).toBeGreaterThan(0);
    expect(
      await count(db, sql`select count(*)::int as n from deals where status = 'On Assignment' and (start_date > ${today()}::date or end_date < ${today()}::date)`),
    ).toBe(0);
  });

  it('fills the assignment details: traveler status, notes, reference ids, unit managers, legacy files, onboarding systems', async () => {
    const [stats] = await rowsOf<Record<string, number>>(
      db,
      sql`select count(*)::int as total,
                 count(*) filter (where d.notes is not null)::int as notes,
                 count(*) filter (where d.reference_id is not null)::int as reference_ids,
                 count(*) filter (where d.unit_manager_id is not null)::int as managers,
                 count(*) filter (where d.legacy_file_count > 0)::int as legacy,
                 count(*) filter (where c.onboarding_system_id = 717660000)::int as newer,
                 count(*) filter (where c.onboarding_system_id = 717660001)::int as older,
                 count(*) filter (where d.status in ('On Assignment', 'Extension Offered') and d.traveler_status <> 4)::int as wrong_traveler_status
          from deals d join clinicians c on c.id = d.clinician_id
          where d.network_id = ${northwind} and d.stage = 'assignment'`,
    );
    const s = stats ?? {};
    expect(s.notes).toBeGreaterThan(0);
    expect(s.reference_ids).toBeGreaterThan(0);
    expect(s.managers).toBeGreaterThan((s.total ?? 0) / 2);
    expect(s.legacy).toBeGreaterThan(0);
    expect(s.newer).toBeGreaterThan(s.older ?? 0);
    expect(s.older).toBeGreaterThan(0);
    expect(s.wrong_traveler_status).toBe(0);
    const badPhones = await count(
      db,
      sql`select count(*)::int as n from clinicians where phone_number !~ '^[1-9][0-9]{9}$'`,
    );
    expect(badPhones).toBe(0);
  });

  it('seeds 200 Northwind candidates, many Ready for Review, some with an override status, all on Active jobs', async () => {
    const byStatus = await rowsOf<{ status: string; n: number; overrides: number }>(
      db,
      sql`select d.status, count(*)::int as n, count(d.override_status)::int as overrides
          from deals d where d.network_id = ${northwind} and d.stage = 'candidate' group by d.status`,
    );
    expect(byStatus.reduce((sum, s) => sum + s.n, 0)).toBe(200);
    expect(byStatus.map((s) => s.status).sort()).toEqual([...CANDIDATE_STATUSES].sort());
    const ready = byStatus.find((s) => s.status === 'Ready for Review');
    expect(ready?.n).toBeGreaterThanOrEqual(100);
    expect(ready?.overrides).toBeGreaterThan(0);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from deals d join job_postings j on j.id = d.job_id
            where d.stage = 'candidate' and j.posting_status = 'Active'`,
      ),
    ).toBe(await count(db, sql`select count(*)::int as n from deals where stage = 'candidate'`));
  });

  it('gives every candidate a compliance file of real PDFs, and counts the reminders of those already overdue as sent', async () => {
    const files = await rowsOf<{ n: number; pdfs: number }>(
      db,
      sql`select count(x.id)::int as n, count(x.id) filter (where substring(f.content from 1 for 5) = '%PDF-'::bytea)::int as pdfs
          from deals d left join documents x on x.deal_id = d.id and x.kind = 'compliance' left join files f on f.id = x.file_id
          where d.stage = 'candidate' group by d.id`,
    );
    expect(files.every((file) => file.n >= 5 && file.pdfs === file.n)).toBe(true);
    const clock = await rowsOf<{ overdue: number; reminded: number; early: number }>(
      db,
      sql`select count(*) filter (where submitted_at < ${TODAY.toISOString()}::timestamptz - interval '48 hours')::int as overdue,
                 count(review_reminded_at)::int as reminded,
                 count(review_reminded_at) filter (where submitted_at >= ${TODAY.toISOString()}::timestamptz - interval '48 hours')::int as early
          from deals where network_id = ${northwind} and stage = 'candidate' and status in ('Ready for Review', 'Pending Review')`,
    );
    expect(clock[0]!.overdue).toBeGreaterThan(0);
    expect(clock[0]).toMatchObject({ reminded: clock[0]!.overdue, early: 0 });
  });

  it('seeds 150 Northwind jobs over every posting status with matching status numbers and unique CPT numbers', async () => {
    const jobs = await rowsOf<{ posting_status: string; status: number; external_id: string; approval_stages: number; approvers: number }>(
      db,
      sql`select j.posting_status, j.status, j.external_id, h.approval_stages,
                 (select count(*)::int from job_approvers a where a.job_id = j.id) as approvers
          from job_postings j join hospitals h on h.id = j.hospital_id where j.network_id = ${northwind}`,
    );
    expect(jobs).toHaveLength(150);
    expect(new Set(jobs.map((j) => j.posting_status))).toEqual(new Set(JOB_POSTING_STATUSES));
    for (const job of jobs) {
      expect(job.status).toBe(JOB_STATUS_FOR_POSTING[job.posting_status as keyof typeof JOB_STATUS_FOR_POSTING]);
      expect(job.external_id).toMatch(/^CPT\d{8}$/);
      expect(job.approvers > 0).toBe(job.approval_stages === 2);
    }
    expect(new Set(jobs.map((j) => j.external_id)).size).toBe(150);
    expect(jobs.filter((j) => j.posting_status === 'Pending Approval').every((j) => j.approval_stages === 2)).toBe(true);
    expect(await count(db, sql`select count(*)::int as n from job_postings where network_id = ${lakeside}`)).toBe(20);
    expect(await count(db, sql`select count(*)::int as n from job_postings where created_by is null`)).toBe(0);
  });

  it('gives every assignment at least 10 compliance documents over every status, and a work order when on assignment', async () => {
    const perDeal = await rowsOf<{ n: number }>(
      db,
      sql`select count(x.id)::int as n from deals d left join documents x on x.deal_id = d.id and x.kind = 'compliance'
          where d.stage = 'assignment' group by d.id`,
    );
    expect(perDeal.length).toBe(await count(db, sql`select count(*)::int as n from deals where stage = 'assignment'`));
    expect(Math.min(...perDeal.map((d) => d.n))).toBeGreaterThanOrEqual(10);
    const statuses = await rowsOf<{ status: string; secondary: string | null }>(
      db,
      sql`select distinct status, secondary_status as secondary from documents where kind = 'compliance'`,
    );
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['Pending', 'Completed', 'Expired']));
    expect(new Set(statuses.map((s) => s.secondary).filter(Boolean))).toEqual(
      new Set(['Completed', 'Expired', 'ExpiringSoon', 'OtherPendingOk', 'BlanketExceptionPendingOk', 'Suppressed']),
    );
    const [flags] = await rowsOf<{ pending_ok: number; suppressed: number; children: number; categories: number }>(
      db,
      sql`select count(*) filter (where is_pending_okay_audit_approved)::int as pending_ok,
                 count(*) filter (where is_suppressed_audit_approved)::int as suppressed,
                 count(parent_id)::int as children, count(distinct category_id)::int as categories
          from documents where kind = 'compliance'`,
    );
    expect(flags?.pending_ok).toBeGreaterThan(0);
    expect(flags?.suppressed).toBeGreaterThan(0);
    expect(flags?.children).toBeGreaterThan(0);
    expect(flags?.categories).toBe(5);
    const orphans = await count(
      db,
      sql`select count(*)::int as n from documents c left join documents p on p.id = c.parent_id
          where c.parent_id is not null and (p.id is null or p.deal_id <> c.deal_id)`,
    );
    expect(orphans).toBe(0);
    const workOrders = await rowsOf<{ status: string; n: number }>(
      db,
      sql`select d.status, count(x.id)::int as n from deals d left join documents x on x.deal_id = d.id and x.kind = 'cwo'
          where d.stage = 'assignment' group by d.id, d.status`,
    );
    expect(workOrders.every((w) => w.n === (w.status === 'On Assignment' ? 1 : 0))).toBe(true);
    const legacy = await count(
      db,
      sql`select count(*)::int as n from deals d where d.legacy_file_count <>
          (select count(*) from documents x where x.deal_id = d.id and x.kind = 'legacy')`,
    );
    expect(legacy).toBe(0);
  });

  it('stores a real PDF for every document', async () => {
    expect(await count(db, sql`select count(*)::int as n from files where substring(content from 1 for 5) <> '\\x255044462d'::bytea`)).toBe(0);
    expect(await count(db, sql`select count(*)::int as n from files`)).toBeGreaterThan(3000);
    expect(await count(db, sql`select count(*)::int as n from documents where file_id is null`)).toBe(0);
    expect(
      await count(db, sql`select count(*)::int as n from documents d join files f on f.id = d.file_id where f.network_id <> d.network_id`),
    ).toBe(0);
  });

  it('seeds 1,000 Northwind invoices within the last two years, some paid with nothing due', async () => {
    const [stats] = await rowsOf<Record<string, number>>(
      db,
      sql`select count(*)::int as total, count(distinct invoice_number)::int as numbers,
                 count(*) filter (where invoice_date < ${today()}::date - interval '2 years' or invoice_date > ${today()}::date)::int as outside,
                 count(*) filter (where paid)::int as paid,
                 count(*) filter (where paid and balance_cents <> 0)::int as paid_with_balance,
                 count(*) filter (where balance_cents > amount_cents or amount_cents <= 0)::int as bad_amounts
          from invoices where network_id = ${northwind}`,
    );
    expect(stats).toMatchObject({ total: 1000, numbers: 1000, outside: 0, paid_with_balance: 0, bad_amounts: 0 });
    expect(stats?.paid).toBeGreaterThan(0);
    expect(stats?.paid).toBeLessThan(1000);
    expect(await count(db, sql`select count(*)::int as n from invoices where network_id = ${lakeside}`)).toBe(100);
    expect(await count(db, sql`select count(distinct invoice_number)::int as n from invoices`)).toBe(1100);
  });

  it('gives every invoice a line of its amount, billed against a work order rate that was in effect', async () => {
    const [lines] = await rowsOf<Record<string, number>>(
      db,
      sql`select count(*) filter (where l.id is null)::int as without_line,
                 count(*) filter (where l.amount_cents <> i.amount_cents)::int as other_amount,
                 count(*) filter (where not exists (select 1 from deal_bill_rates r where r.deal_id = l.deal_id and r.effective_from <= l.week_start))::int as no_rate,
                 count(*) filter (where l.rate_cents <> (select r.rate_cents from deal_bill_rates r where r.deal_id = l.deal_id and r.effective_from <= l.week_start
                                                          order by r.effective_from desc limit 1))::int as other_rate
          from invoices i left join invoice_lines l on l.invoice_id = i.id`,
    );
    expect(lines).toMatchObject({ without_line: 0, other_amount: 0 });
    expect(lines?.other_rate).toBeGreaterThan(0);
    expect(await count(db, sql`select count(*)::int as n from deal_bill_rates where source = 'Extension'`)).toBeGreaterThan(0);
  });

  it('gives each demo account a few notifications pointing at real rows, some read', async () => {
    const notes = await rowsOf<{ recipient: string; sub_type: string; was_read: boolean; deal_status: string | null; job: string | null; identifier: string | null }>(
      db,
      sql`select u.email as recipient, n.sub_type, n.was_read, d.status as deal_status, j.external_id as job, n.identifier
          from ${NOTIFICATION_ROWS} n join users u on u.id = n.recipient_id
          left join deals d on d.id = n.deal_id
          left join job_postings j on j.external_id = n.identifier and j.network_id = n.network_id`,
    );
    for (const account of DEMO_ACCOUNTS) {
      expect(notes.filter((n) => n.recipient === account.email).length, account.email).toBeGreaterThanOrEqual(2);
    }
    expect(notes.some((n) => n.was_read)).toBe(true);
    expect(notes.some((n) => !n.was_read)).toBe(true);
    expect(new Set(notes.map((n) => n.sub_type))).toEqual(
      new Set(['ReadyForReview', 'JobApproverDesignated', 'JobApproved', 'JobDeclined']),
    );
    for (const n of notes) {
      if (n.sub_type === 'ReadyForReview') expect(n.deal_status).toBe('Ready for Review');
      else expect(n.job).toBe(n.identifier);
    }
  });

  it('keeps the data on a second run', async () => {
    const before = await digest(db);
    expect(await seedDemo(db.db, { today: TODAY })).toBe(false);
    expect(await digest(db)).toEqual(before);
  });

  it('produces identical data from the same date', async () => {
    const other = await freshDatabase();
    try {
      await seedReference(other.db);
      await seedDemo(other.db, { today: TODAY });
      expect(await digest(other)).toEqual(await digest(db));
    } finally {
      await other.close();
    }
  }, SEED_TIMEOUT);
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getJobCandidateCounts, JobCandidateCounts } from '@portal/domain/api/job-list';
import { getJobApprovers, getJobApproversByJob, getJobDetails, getJobTitlesAndShifts, getUnitDetailsForHospital, JobDetails, JobTitlesAndShifts, type JobApprover } from '@portal/domain/api/jobs';
import { CLOSE_JOB_REASONS } from '@portal/domain/jobs/job-rules';
import { callAs } from '../../test-support/call-as';
import { rowsOf, userIdOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { jobWaitingFor, listJobs, useJobTestApp } from './jobs.test-kit';

const { t, northwind, lakeside } = useJobTestApp();

const details = async (id: string, email: string = DEMO.admin) => {
  const res = await callAs(t, email, getJobDetails, undefined, { params: { id } });
  expect(res.statusCode, res.body).toBe(200);
  return JobDetails.parse(res.json());
};

const jobWith = (status: string) => northwind.jobs.find((job) => job.postingStatus === status)!;

describe('job details', () => {
  it('answers the same job by UUID, by CPT-prefixed UUID and by Job # in any case, as the list shows it', async () => {
    const job = jobWith('Active');
    const byId = await details(job.id);
    expect(await details(job.externalId.toLowerCase())).toEqual(byId);
    expect(await details(`CPT${'x'.repeat(8)}${job.id}`)).toEqual(byId);
    const [listed] = (await listJobs(t, { options: { searchName: job.externalId.slice(1) } })).jobs;
    expect(byId).toMatchObject(listed!);
  });

  it('carries every field of the posting, its approvers, candidates, creator and close reason', async () => {
    const closed = jobWith('Closed');
    const [stored] = await rowsOf<Record<string, unknown>>(
      t,
      sql`select j.unit_id as "unitId", j.title_id as "jobTitleId", j.shift_id as "shiftId", sl.name as "shiftLength",
                 r.name as "reasonRequest", j.notes, h.approval_stages as "approvalStages", j.version,
                 c.first_name || ' ' || c.last_name as "createdBy", cr.name as "closeReason"
          from job_postings j join hospitals h on h.id = j.hospital_id join shift_lengths sl on sl.id = j.shift_length_id
            join job_reasons r on r.id = j.reason_id left join users c on c.id = j.created_by
            left join close_job_reasons cr on cr.id = j.close_reason_id
          where j.id = ${closed.id}`,
    );
    const shown = await details(closed.id);
    expect(shown).toMatchObject(stored!);
    expect(CLOSE_JOB_REASONS.map((reason) => reason.name)).toContain(shown.closeReason);
  });

  it('lists the designated approvers and the newest candidates of the job', async () => {
    const [job] = await rowsOf<{ id: string }>(
      t,
      sql`select j.id from job_postings j where j.network_id = ${northwind.id}
          and exists (select 1 from job_approvers ja where ja.job_id = j.id)
          order by (select count(*) from deals d where d.job_id = j.id and d.stage = 'candidate') desc limit 1`,
    );
    const shown = await details(job!.id);
    const approvers = await rowsOf<JobApprover>(
      t,
      sql`select u.id as "userId", u.first_name || ' ' || u.last_name as name, u.email
          from job_approvers ja join users u on u.id = ja.user_id where ja.job_id = ${job!.id} order by 2`,
    );
    expect(shown.approvers).toEqual(approvers);
    expect(shown.approverIds.sort()).toEqual(approvers.map((a) => a.userId).sort());
    const candidates = await rowsOf<{ dealId: string }>(
      t,
      sql`select id as "dealId" from deals where job_id = ${job!.id} and stage = 'candidate' order by submitted_at desc, id desc`,
    );
    expect(candidates.length).toBeGreaterThan(1);
    expect(shown.candidates.map((c) => c.dealId)).toEqual(candidates.slice(0, 50).map((c) => c.dealId));
    expect(shown.candidatesCount).toBe(candidates.length);
  });

  it('offers approving and declining a job waiting for its approver only to a designated approver', async () => {
    const general = await userIdOf(t.database.db, DEMO.general);
    const [waiting] = await rowsOf<{ id: string }>(
      t,
      sql`select id from job_postings where network_id = ${northwind.id} and posting_status = 'Pending Approval'
          and created_by <> ${general} order by id limit 1`,
    );
    await t.database.db.execute(sql`delete from job_approvers where job_id = ${waiting!.id}`);
    const asOther = await details(waiting!.id, DEMO.general);
    expect(asOther.actions).toEqual({ edit: false, approve: false, decline: false, close: true });

    await t.database.db.execute(sql`insert into job_approvers (network_id, job_id, user_id) values (${northwind.id}, ${waiting!.id}, ${general})`);
    const asApprover = await details(waiting!.id, DEMO.general);
    expect(asApprover.actions).toEqual({ edit: true, approve: true, decline: true, close: true });
    expect(asApprover.approvers.map((a) => a.email)).toEqual([DEMO.general]);

    await t.database.db.execute(sql`update users set is_job_approver = false where id = ${general}`);
    const noLongerApprover = await details(waiting!.id, DEMO.general);
    await t.database.db.execute(sql`update users set is_job_approver = true where id = ${general}`);
    expect(noLongerApprover.actions).toEqual({ edit: false, approve: false, decline: false, close: true });

    const closed = await details(jobWith('Closed').id, DEMO.general);
    expect(closed.actions).toEqual({ edit: false, approve: false, decline: false, close: false });
  });

  it('never offers approving or declining a job waiting for approval to its creator, admin as they may be', async () => {
    const job = await jobWaitingFor(t, DEMO.admin, await userIdOf(t.database.db, DEMO.general));
    expect((await details(job.id, DEMO.admin)).actions).toEqual({ edit: false, approve: false, decline: false, close: true });
    expect((await details(job.id, DEMO.general)).actions).toEqual({ edit: true, approve: true, decline: true, close: true });
  });
});

describe('job form options', () => {
  it('lists titles, shifts, shift lengths, reasons and close reasons in their sort order', async () => {
    const res = await callAs(t, DEMO.general, getJobTitlesAndShifts);
    expect(res.statusCode).toBe(200);
    const options = JobTitlesAndShifts.parse(res.json());
    const table = async (name: string) =>
      rowsOf<{ id: number; name: string }>(t, sql`select id, name from ${sql.identifier(name)} order by sort_order, id`);
    expect(options.titles).toEqual(await table('titles'));
    expect(options.shifts).toEqual(await table('shifts'));
    expect(options.shiftLengths).toEqual(await table('shift_lengths'));
    expect(options.reasons).toEqual(await table('job_reasons'));
    expect(options.closeReasons).toEqual(CLOSE_JOB_REASONS.map(({ id, name }) => ({ id, name })));
  });

  it("lists a hospital's units sorted by name", async () => {
    const hospitalId = northwind.hospitalIds[0]!;
    const res = await callAs(t, DEMO.general, getUnitDetailsForHospital, undefined, { query: { hospitalId } });
    expect(res.statusCode).toBe(200);
    const units = await rowsOf<{ unitId: string; name: string; unitType: string }>(
      t,
      sql`select id as "unitId", name, unit_type as "unitType" from units where hospital_id = ${hospitalId} order by name, unit_type, id`,
    );
    expect(units.length).toBeGreaterThan(1);
    expect(res.json()).toEqual(units);
  });

  it('offers as approvers the active General Users marked as approvers who see the hospital, by name, but never the caller', async () => {
    const [twoStep] = await rowsOf<{ id: string }>(t, sql`select id from hospitals where name = 'Northwind General Hospital'`);
    const approvers = async (hospitalId: string, email: string) => {
      const res = await callAs(t, email, getJobApprovers, undefined, { query: { hospitalId } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as JobApprover[]).map((approver) => approver.name);
    };
    // Dana Kim is an approver of the hospital but inactive; a Human Resources user can never approve.
    await t.database.db.execute(sql`update users set is_job_approver = true where email = ${DEMO.hr}`);
    expect(await approvers(twoStep!.id, DEMO.admin)).toEqual(['Elliot Vance', 'Morgan Patel', 'Priya Raman']);
    // Morgan Patel is general@northwind.test: a creator cannot approve their own job.
    expect(await approvers(twoStep!.id, DEMO.general)).toEqual(['Elliot Vance', 'Priya Raman']);
    const [eastside] = await rowsOf<{ id: string }>(t, sql`select id from hospitals where name = 'Northwind Eastside Medical Center'`);
    expect(await approvers(eastside!.id, DEMO.admin)).toEqual(['Morgan Patel']);
    expect(await approvers(eastside!.id, DEMO.general)).toEqual([]);
  });

  it("lists a job's designated approvers by its Job #", async () => {
    const [job] = await rowsOf<{ id: string; externalId: string }>(
      t,
      sql`select j.id, j.external_id as "externalId" from job_postings j
          where j.network_id = ${northwind.id} and exists (select 1 from job_approvers ja where ja.job_id = j.id) limit 1`,
    );
    const res = await callAs(t, DEMO.general, getJobApproversByJob, undefined, { query: { externalId: job!.externalId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await details(job!.id)).approvers);
  });
});

describe('candidate counts of jobs', () => {
  it('counts Ready for Review and Offered candidates per visible job, in the order asked', async () => {
    const jobIds = northwind.jobs.filter((job) => job.postingStatus === 'Active').map((job) => job.id);
    const res = await callAs(t, DEMO.general, getJobCandidateCounts, { jobIds: [...jobIds, lakeside.jobs[0]!.id] });
    expect(res.statusCode, res.body).toBe(200);
    const { counts } = JobCandidateCounts.parse(res.json());
    expect(counts.map((count) => count.jobId)).toEqual(jobIds);
    const stored = await rowsOf<{ jobId: string; readyForReview: number; offered: number }>(
      t,
      sql`select job_id as "jobId", (count(*) filter (where status = 'Ready for Review'))::int as "readyForReview",
                 (count(*) filter (where status = 'Offered'))::int as offered
          from deals where stage = 'candidate' and job_id in ${jobIds} group by job_id`,
    );
    const expected = jobIds.map((jobId) => stored.find((row) => row.jobId === jobId) ?? { jobId, readyForReview: 0, offered: 0 });
    expect(counts).toEqual(expected);
    expect(counts.some((count) => count.readyForReview > 0) && counts.some((count) => count.offered > 0)).toBe(true);

    const offeredOnly = JobCandidateCounts.parse((await callAs(t, DEMO.general, getJobCandidateCounts, { jobIds, statuses: ['Offered'] })).json());
    expect(offeredOnly.counts).toEqual(expected.map((count) => ({ ...count, readyForReview: 0 })));
  });
});

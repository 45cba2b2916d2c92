import { and, asc, eq } from 'drizzle-orm';
import { JOB_STATUS_FOR_POSTING, type JobPostingStatus } from '@portal/domain/deals/statuses';
import { START_BEFORE_TODAY_MESSAGE } from '@portal/domain/jobs/job-form';
import { jobReasons, shiftLengths, shifts, titles } from '../../db/schema/reference';
import { units } from '../../db/schema/tenancy';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict } from '../../http-errors';

/** The audit entity of every job posting change. */
export const JOB_AUDIT_ENTITY = 'job_posting';

export const STALE_JOB = 'This job was changed by someone else. Refresh and try again.';

export const checkVersion = (job: { version: number }, version: number) => {
  if (job.version !== version) throw conflict(STALE_JOB);
};

/** The posting status with the provider's status number stored beside it. */
export const statusColumns = (postingStatus: JobPostingStatus) => ({ postingStatus, status: JOB_STATUS_FOR_POSTING[postingStatus] });

const HOURS_BEHIND_UTC_AT_MOST = 12;

/**
 * The earliest date that is still today somewhere. The server does not know the user's time zone,
 * so a user west of UTC late in their day must not be refused the date their calendar shows.
 */
const earliestToday = (): string => new Date(Date.now() - HOURS_BEHIND_UTC_AT_MOST * 3_600_000).toISOString().slice(0, 10);

export const checkStartNotBeforeToday = (startDate: string) => {
  if (startDate < earliestToday()) throw badRequest(START_BEFORE_TODAY_MESSAGE);
};

/** The fields AddJob and UpdateJob share that name rows of other tables. */
export interface JobReferenceFields {
  unitId: string;
  jobTitleId: number;
  shiftId: number;
  shiftLengthId: number;
  reasonRequest: string;
}

type LookupTable = typeof titles | typeof shifts | typeof shiftLengths;

const lookupName = async (tx: Tx, table: LookupTable, id: number, field: string) => {
  const [row] = await tx.select({ name: table.name }).from(table).where(eq(table.id, id));
  if (!row) throw badRequest(`${field} ${id} does not exist.`);
  return row.name;
};

/**
 * Checks that the unit is one of the hospital's and every id and name the form picked exists,
 * answering what the job row stores for them.
 */
export const checkJobReferences = async (tx: Tx, networkId: string, hospitalId: string, fields: JobReferenceFields) => {
  const [unit] = await tx
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, fields.unitId), eq(units.networkId, networkId), eq(units.hospitalId, hospitalId)));
  if (!unit) throw badRequest("unitId must be a unit of the job's hospital.");
  const title = await lookupName(tx, titles, fields.jobTitleId, 'jobTitleId');
  await lookupName(tx, shifts, fields.shiftId, 'shiftId');
  await lookupName(tx, shiftLengths, fields.shiftLengthId, 'shiftLengthId');
  const reasons = await tx.select({ id: jobReasons.id, name: jobReasons.name }).from(jobReasons).orderBy(asc(jobReasons.sortOrder));
  const reason = reasons.find((row) => row.name === fields.reasonRequest);
  if (!reason) throw badRequest(`reasonRequest must be one of: ${reasons.map((row) => row.name).join(', ')}.`);
  return { title, reasonId: reason.id };
};

/** The job columns the shared fields write, with notes trimmed and an empty note stored as none. */
export const jobFieldColumns = (
  fields: JobReferenceFields & { availablePositions: number; duration: number; startDate: string; notes: string },
  reasonId: number,
) => ({
  unitId: fields.unitId,
  titleId: fields.jobTitleId,
  shiftId: fields.shiftId,
  shiftLengthId: fields.shiftLengthId,
  reasonId,
  availablePositions: fields.availablePositions,
  durationWeeks: fields.duration,
  startDate: fields.startDate,
  notes: fields.notes.trim() || null,
});

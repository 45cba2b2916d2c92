import { sql, type SQL } from 'drizzle-orm';
import { USER_TYPES } from '@portal/domain/access/user-types';
import type { JobApprover, JobTitlesAndShifts, UnitDetail } from '@portal/domain/api/jobs';
import type { Visibility } from '../../context/visibility';
import type { Database } from '../../db/client';
import { closeJobReasons, jobReasons, shiftLengths, shifts, titles } from '../../db/schema/reference';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { oneOf, rowsOf } from '../../lib/sql-helpers';
import { findVisibleJob } from './find-job';

export const HOSPITAL_NOT_FOUND = 'Hospital not found.';

/** The lookup table behind each list of the job form. */
const FORM_LOOKUPS = {
  titles,
  shifts,
  shiftLengths,
  reasons: jobReasons,
  closeReasons: closeJobReasons,
} as const;
type FormLookup = keyof typeof FORM_LOOKUPS;

/** Every list of the job form in one statement, each in its table's sort order. */
export const loadJobFormLookups = async (db: Database): Promise<JobTitlesAndShifts> => {
  const lists = Object.entries(FORM_LOOKUPS).map(
    ([list, table]) => sql`select ${list} as list, ${table.id} as id, ${table.name} as name, ${table.sortOrder} as sort_order from ${table}`,
  );
  const result = await db.execute(sql`${sql.join(lists, sql` union all `)} order by list, sort_order, id`);
  const answer: JobTitlesAndShifts = { titles: [], shifts: [], shiftLengths: [], reasons: [], closeReasons: [] };
  for (const { list, id, name } of rowsOf<{ list: FormLookup; id: number; name: string }>(result)) {
    answer[list].push({ id, name });
  }
  return answer;
};

/** A hospital the user cannot see (another network's among them) is not found, as a missing one is. */
const requireVisibleHospital = (visibility: Visibility, hospitalId: string) => {
  if (!visibility.hospitalIds.includes(hospitalId)) throw notFound(HOSPITAL_NOT_FOUND);
};

export const loadHospitalUnits = async (tx: Tx, visibility: Visibility, hospitalId: string): Promise<UnitDetail[]> => {
  requireVisibleHospital(visibility, hospitalId);
  const result = await tx.execute(sql`
    select id as "unitId", name, unit_type as "unitType" from units
    where network_id = ${visibility.networkId} and hospital_id = ${hospitalId}
    order by name, unit_type, id`);
  return rowsOf<UnitDetail>(result);
};

/** SPEC.md §5: only General User can be a job approver. */
const APPROVER_TYPES = USER_TYPES.filter((type) => type.name === 'General User');
const APPROVER_TYPE_NAMES = APPROVER_TYPES.map((type) => type.name);
const APPROVER_TYPES_SEEING_ALL = APPROVER_TYPES.filter((type) => type.allHospitals).map((type) => type.name);

const APPROVER_COLUMNS = sql`a.id as "userId", a.first_name || ' ' || a.last_name as name, a.email`;
const APPROVER_ORDER = sql`order by a.first_name, a.last_name, a.id`;

const approversWhere = async (tx: Tx, from: SQL, where: SQL): Promise<JobApprover[]> => {
  const result = await tx.execute(sql`select ${APPROVER_COLUMNS} from ${from} where ${where} ${APPROVER_ORDER}`);
  return rowsOf<JobApprover>(result);
};

/**
 * Who `callerId` may name approver of a new posting at the hospital: active users of the network
 * marked as job approvers, of an approver type, who see the hospital (assigned to it, or of a type
 * seeing all). Never the caller: two-step approval needs a second person.
 */
export const loadHospitalApprovers = async (tx: Tx, visibility: Visibility, hospitalId: string, callerId: string): Promise<JobApprover[]> => {
  requireVisibleHospital(visibility, hospitalId);
  return approversWhere(
    tx,
    sql`users a join user_types ut on ut.id = a.user_type_id`,
    sql`a.network_id = ${visibility.networkId} and a.id <> ${callerId} and a.is_active and a.is_job_approver and ${oneOf(sql`ut.name`, APPROVER_TYPE_NAMES)}
      and (${oneOf(sql`ut.name`, APPROVER_TYPES_SEEING_ALL)}
           or exists (select 1 from user_hospitals uh where uh.user_id = a.id and uh.hospital_id = ${hospitalId}))`,
  );
};

/** The designated approvers of a visible job, named by its UUID or Job #. */
export const loadJobApprovers = async (tx: Tx, visibility: Visibility, jobId: string): Promise<JobApprover[]> => {
  const job = await findVisibleJob(tx, visibility, jobId);
  return approversWhere(tx, sql`job_approvers ja join users a on a.id = ja.user_id`, sql`ja.job_id = ${job.id}`);
};

import { sql } from 'drizzle-orm';
import { USER_TYPES } from '@portal/domain/access/user-types';
import { CANDIDATE_NOT_FOUND } from '@portal/domain/candidates/candidate-rules';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { typeHoldsAny } from '../../lib/access-sql';
import { firstRow, oneOf, rowsOf } from '../../lib/sql-helpers';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ALL_HOSPITAL_TYPES = USER_TYPES.filter((t) => t.allHospitals && !t.internal).map((t) => t.name);

export interface InterviewCandidate {
  id: string;
  status: string;
  version: number;
  hospitalId: string;
  timeZone: string;
}

/**
 * A candidate of a hospital the user sees, with its hospital's zone; `lock` takes its row for a
 * change. A malformed, foreign, hidden or vanished id is SPEC.md §8's one candidate 404.
 */
export const findInterviewCandidate = async (tx: Tx, visibility: Visibility, id: string, lock: boolean): Promise<InterviewCandidate> => {
  if (!GUID.test(id)) throw notFound(CANDIDATE_NOT_FOUND);
  const row = firstRow<InterviewCandidate>(
    await tx.execute(sql`
      select d.id, d.status, d.version, d.hospital_id as "hospitalId", h.time_zone as "timeZone"
      from deals d join hospitals h on h.id = d.hospital_id
      where d.id = ${id.toLowerCase()} and d.network_id = ${visibility.networkId} and d.stage = 'candidate'
        and ${visibility.seesEveryHospital ? sql`true` : oneOf(sql`d.hospital_id`, visibility.hospitalIds)}
      ${lock ? sql`for update of d` : sql``}`),
  );
  if (!row) throw notFound(CANDIDATE_NOT_FOUND);
  return row;
};

const mayInterview = (networkId: string, hospitalId: string) => sql`
  u.network_id = ${networkId}::uuid and u.is_active
  and ${typeHoldsAny(sql`u.user_type_id`, ['ApproveCandidates'])}
  and (t.name in ${ALL_HOSPITAL_TYPES} or exists (select 1 from user_hospitals uh where uh.user_id = u.id and uh.hospital_id = ${hospitalId}::uuid))`;

/** Who may interview a candidate of the hospital: active users who may review its candidates, by name. */
export const interviewersOf = async (tx: Tx, networkId: string, hospitalId: string) =>
  rowsOf<{ id: string; name: string }>(
    await tx.execute(sql`
      select u.id, u.first_name || ' ' || u.last_name as name
      from users u join user_types t on t.id = u.user_type_id
      where ${mayInterview(networkId, hospitalId)}
      order by u.last_name, u.first_name, u.id`),
  );

export const mayInterviewAt = async (tx: Tx, networkId: string, hospitalId: string, userId: string): Promise<boolean> =>
  Boolean(
    firstRow(
      await tx.execute(sql`
        select 1 from users u join user_types t on t.id = u.user_type_id
        where u.id = ${userId}::uuid and ${mayInterview(networkId, hospitalId)}`),
    ),
  );

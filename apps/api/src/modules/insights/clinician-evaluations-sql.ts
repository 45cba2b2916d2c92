import { sql, type SQL } from 'drizzle-orm';
import { DO_NOT_RETURN } from '@portal/domain/evaluations/evaluation-rules';
import { allOf } from '../../lib/sql-helpers';
import type { DatasetSql } from './dataset-sql';
import { rate } from './measure-sql';
import { scopeConditions } from './report-scope';

/** A 1-5 rating's average with two decimals, as 4.25. */
const averageRating = (rating: SQL): SQL => sql`round(avg(${rating}), 2)::float8`;

/**
 * The clinician evaluations dataset (docs/decisions/0146-clinician-evaluations-report.md): one row per
 * end-of-assignment evaluation, by the UTC day it was written, with its unit and the assignment's title
 * (kept on the evaluation by migration 0034's trigger, so a large network's year is read without its deals).
 * Every 'Do not return' answer counts, confirmed or not: the report shows what evaluators said; whether
 * it is in force is the admin's confirmation, shown on the assignment.
 */
export const clinicianEvaluationsSql: DatasetSql = {
  source: (scope) => sql`
    select e.created_at::date as period, e.hospital_id, u.name as unit, e.title,
           e.clinical_skills, e.reliability, e.teamwork, e.rehire
    from clinician_evaluations e join units u on u.id = e.unit_id
    where ${allOf(scopeConditions(scope, { network: sql`e.network_id`, hospital: sql`e.hospital_id`, unit: sql`u.name`, title: sql`e.title` }))}
      and e.created_at >= ${scope.from}::timestamptz and e.created_at < ${scope.to}::timestamptz + interval '1 day'`,
  measures: {
    clinicalSkills: averageRating(sql`s.clinical_skills`),
    reliability: averageRating(sql`s.reliability`),
    teamwork: averageRating(sql`s.teamwork`),
    rehireRate: rate(sql`count(*) filter (where s.rehire = 'Preferred')`, sql`count(*)`),
    doNotReturn: sql`count(*) filter (where s.rehire = ${DO_NOT_RETURN})::int`,
    evaluations: sql`count(*)::int`,
  },
};

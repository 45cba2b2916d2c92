import { EVALUATED_STATUSES, EVALUATION_CLOSES_DAYS_AFTER_END } from '@portal/domain/evaluations/evaluation-rules';
import { clinicianEvaluations } from '../db/schema/evaluations';
import type { Tx } from '../db/tenant';
import type { SeedCalendar } from './dates';
import type { SeededDeal } from './demo-deals';
import type { SeededNetwork } from './demo-tenancy';
import type { SeededUser } from './demo-users';

type EvaluationRow = typeof clinicianEvaluations.$inferInsert;
type Answer = Pick<EvaluationRow, 'clinicalSkills' | 'reliability' | 'teamwork' | 'comment' | 'rehire' | 'doNotReturnReason' | 'doNotReturnDetails' | 'doNotReturnStatus'>;

/** The three answers the demo shows, one of each (issue 34). */
const ANSWERS: readonly Answer[] = [
  { clinicalSkills: 5, reliability: 5, teamwork: 4, comment: 'Took a full telemetry load from day one; staff asked for her back.', rehire: 'Preferred' },
  { clinicalSkills: 4, reliability: 3, teamwork: 4, comment: 'Solid work; two late arrivals in the last month.', rehire: 'Eligible' },
  {
    clinicalSkills: 2,
    reliability: 1,
    teamwork: 3,
    comment: null,
    rehire: 'Do not return',
    doNotReturnReason: 'Attendance or punctuality',
    doNotReturnDetails: 'Missed three scheduled shifts without notice in the last four weeks.',
    doNotReturnStatus: 'Awaiting confirmation',
  },
];

const EVALUATED: ReadonlySet<string> = new Set(EVALUATED_STATUSES);

/**
 * A few evaluations of assignments that ended in the last weeks, written by a General User of the
 * hospital: the demo then shows a Preferred, an Eligible and a Do not return waiting for an admin,
 * beside the ending assignments still to evaluate (which the rest stay, for My decisions to ask).
 * Rows are picked by end date and id, with no random draw, so the other seeded data stays as it was.
 */
export const seedEvaluations = async (
  tx: Tx,
  network: SeededNetwork,
  seeded: readonly SeededDeal[],
  networkUsers: readonly SeededUser[],
  calendar: SeedCalendar,
) => {
  const ended = seeded
    .filter((deal) => deal.stage === 'assignment' && EVALUATED.has(deal.status))
    .filter((deal) => {
      const days = calendar.daysUntil(deal.endDate);
      return days < -1 && days > -EVALUATION_CLOSES_DAYS_AFTER_END + 5;
    })
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.id.localeCompare(b.id));
  const rows: EvaluationRow[] = [];
  for (const [index, answer] of ANSWERS.entries()) {
    const deal = ended[index];
    if (!deal) break;
    const author = networkUsers.find(
      (user) => user.account.isActive && user.account.userType === 'General User' && user.hospitalIds.includes(deal.job.hospital.id),
    );
    if (!author) continue;
    const writtenAt = calendar.at(calendar.daysUntil(deal.endDate) + 1.4);
    rows.push({
      id: network.newId('evaluation'),
      networkId: network.spec.id,
      dealId: deal.id,
      clinicianId: deal.clinician.id,
      hospitalId: deal.job.hospital.id,
      unitId: deal.job.unit.id,
      authorId: author.account.id,
      authorName: `${author.account.firstName} ${author.account.lastName}`,
      createdAt: writtenAt,
      updatedAt: writtenAt,
      ...answer,
    });
  }
  if (rows.length > 0) await tx.insert(clinicianEvaluations).values(rows);
};

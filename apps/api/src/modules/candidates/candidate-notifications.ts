import { sql } from 'drizzle-orm';
import type { CandidateDecision } from '@portal/domain/candidates/candidate-rules';
import type { Tx } from '../../db/tenant';

/** PostgreSQL format() templates: the candidate's name, then the job as 'CPT… (title, hospital)'. */
const TEXTS: Record<CandidateDecision, string> = {
  offer: 'An offer has been extended to %s for job %s.',
  decline: '%s has been declined for job %s.',
};

/** The notification sub-type of each decision: the bell opens the candidate for any sub-type but the job ones (SPEC.md §4). */
const SUB_TYPES = { offer: 'CandidateOffered', decline: 'CandidateDeclined' } as const satisfies Record<CandidateDecision, string>;

export interface DecisionNotice {
  networkId: string;
  dealId: string;
  jobId: string | null;
  candidateName: string;
  decision: CandidateDecision;
  /** Whoever decided already knows and is never notified. */
  actorId: string;
}

/**
 * Tells the job's creator the verdict on a candidate for the job they asked for, in the decision's
 * transaction, so the notification exists exactly when the decision does. One statement: nothing
 * is written when the job has no creator (seeded from the provider) or the creator decided.
 */
export const notifyJobCreator = async (tx: Tx, notice: DecisionNotice) => {
  if (!notice.jobId) return;
  await tx.execute(sql`
    insert into notification_events (network_id, recipient_ids, audience, text, sub_type, deal_id, identifier, hospital_id, unit_id)
    select ${notice.networkId}, array[jp.created_by], 'named',
           format(${TEXTS[notice.decision]}, ${notice.candidateName}::text, jp.external_id || ' (' || t.name || ', ' || h.name || ')'),
           ${SUB_TYPES[notice.decision]}, ${notice.dealId}, jp.external_id, jp.hospital_id, jp.unit_id
    from job_postings jp join titles t on t.id = jp.title_id join hospitals h on h.id = jp.hospital_id
    where jp.id = ${notice.jobId} and jp.created_by is not null and jp.created_by <> ${notice.actorId}`);
};

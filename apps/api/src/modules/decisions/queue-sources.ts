import { sql, type SQL } from 'drizzle-orm';
import type { DecisionKind } from '@portal/domain/decisions/decision-rules';
import type { OnBehalfOf } from '../../db/audit';
import { kindsDecidable, waitingCandidates, waitingEvaluations, waitingExtensions, waitingJobs, waitingTimecards, type DecisionMaker } from './decision-conditions';
import type { Delegated } from './delegations-to-me';

/** Whose items one part of the queue holds, and the conditions of each kind (null: a kind they cannot decide). */
export interface QueueSource {
  maker: DecisionMaker;
  where: Record<DecisionKind, SQL | null>;
  onBehalfOf: OnBehalfOf | null;
}

const conditionsOf = (maker: DecisionMaker): Record<DecisionKind, SQL | null> => {
  const kinds = kindsDecidable(maker.access);
  return {
    job: kinds.job ? waitingJobs(maker) : null,
    candidate: kinds.candidate ? waitingCandidates(maker) : null,
    extension: kinds.extension ? waitingExtensions(maker) : null,
    evaluation: kinds.evaluation ? waitingEvaluations(maker) : null,
    timecard: kinds.timecard ? waitingTimecards(maker) : null,
  };
};

const KINDS: readonly DecisionKind[] = ['job', 'candidate', 'extension', 'evaluation', 'timecard'];

/**
 * The caller's own items, then each delegator's that the caller could not already decide as
 * themselves nor through an earlier delegation: an item is listed and counted once, as the caller's
 * own when it is, so a decision needs no delegation it does not need.
 */
export const queueSources = (own: DecisionMaker, delegations: readonly Delegated[]): QueueSource[] => {
  const first: QueueSource = { maker: own, where: conditionsOf(own), onBehalfOf: null };
  const sources = [first];
  const taken: Record<DecisionKind, SQL[]> = { job: [], candidate: [], extension: [], evaluation: [], timecard: [] };
  for (const kind of KINDS) if (first.where[kind]) taken[kind].push(first.where[kind]);
  for (const delegated of delegations) {
    const conditions = conditionsOf(delegated.maker);
    const where = { job: null, candidate: null, extension: null, evaluation: null, timecard: null } as Record<DecisionKind, SQL | null>;
    for (const kind of KINDS) {
      const condition = conditions[kind];
      if (!condition) continue;
      // Nor a job the delegate created: no one approves their own job, on anyone's behalf.
      const notOwnJob = kind === 'job' ? [sql`j.created_by is distinct from ${own.userId}::uuid`] : [];
      where[kind] = sql.join([sql`(${condition})`, ...notOwnJob, ...taken[kind].map((other) => sql`not (${other})`)], sql` and `);
      taken[kind].push(condition);
    }
    sources.push({ maker: delegated.maker, where, onBehalfOf: delegated.delegator });
  }
  return sources;
};

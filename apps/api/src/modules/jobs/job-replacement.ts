import { REPLACEMENT_AUDIT_ACTION } from '@portal/domain/history/history-labels';
import { writeAudit } from '../../db/audit';
import { jobReplacements } from '../../db/schema/replacements';
import type { Tx } from '../../db/tenant';

/**
 * Marks the assignment `dealId` replaced by the new job, and says so in the assignment's History
 * with the Job # (docs/decisions/0161-replace-an-ending-assignment.md).
 */
export const recordReplacement = async (
  tx: Tx,
  networkId: string,
  actorId: string,
  dealId: string,
  job: { id: string; externalId: string; postingStatus: string },
) => {
  await tx.insert(jobReplacements).values({ jobId: job.id, networkId, dealId });
  await writeAudit(tx, {
    networkId,
    actorId,
    entity: 'deal',
    entityId: dealId,
    action: REPLACEMENT_AUDIT_ACTION,
    before: null,
    after: { replacementJob: job.externalId, replacementJobId: job.id, replacementJobStatus: job.postingStatus },
  });
};

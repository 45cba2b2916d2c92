import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/activity';
import { jobPostings } from '../../db/schema/jobs';
import { titles } from '../../db/schema/reference';
import { hospitals } from '../../db/schema/tenancy';
import type { Tx } from '../../db/tenant';

export type JobNotificationType = 'JobApproverDesignated' | 'JobApproved' | 'JobDeclined';

interface JobLabel {
  externalId: string;
  title: string;
  hospital: string;
}

const TEXTS: Record<JobNotificationType, (job: JobLabel) => string> = {
  JobApproverDesignated: (job) => `You have been designated to approve job ${job.externalId} (${job.title}, ${job.hospital}).`,
  JobApproved: (job) => `Job ${job.externalId} (${job.title}, ${job.hospital}) has been approved.`,
  JobDeclined: (job) => `Job ${job.externalId} (${job.title}, ${job.hospital}) has been declined.`,
};

export interface JobNotice {
  networkId: string;
  jobId: string;
  type: JobNotificationType;
  recipientIds: readonly (string | null)[];
  /** Whoever made the change already knows about it and is never notified. */
  actorId: string;
}

/**
 * Writes the notifications of one job event in the caller's transaction, so they exist exactly when
 * the change does. They point at the job by its Job #, which the bell's link opens.
 */
export const notifyJobEvent = async (tx: Tx, notice: JobNotice) => {
  const recipients = [...new Set(notice.recipientIds)].filter((id): id is string => id !== null && id !== notice.actorId);
  if (recipients.length === 0) return;
  const [job] = await tx
    .select({ externalId: jobPostings.externalId, title: titles.name, hospital: hospitals.name })
    .from(jobPostings)
    .innerJoin(titles, eq(titles.id, jobPostings.titleId))
    .innerJoin(hospitals, eq(hospitals.id, jobPostings.hospitalId))
    .where(eq(jobPostings.id, notice.jobId));
  if (!job) throw new Error(`Job ${notice.jobId} vanished inside its own transaction`);
  const text = TEXTS[notice.type](job);
  await tx.insert(notifications).values(
    recipients.map((recipientId) => ({
      networkId: notice.networkId,
      recipientId,
      text,
      subType: notice.type,
      dealId: null,
      identifier: job.externalId,
    })),
  );
};

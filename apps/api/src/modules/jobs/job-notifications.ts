import { eq } from 'drizzle-orm';
import { jobPostings } from '../../db/schema/jobs';
import { titles } from '../../db/schema/reference';
import { hospitals } from '../../db/schema/tenancy';
import type { Tx } from '../../db/tenant';
import { writeNotificationEvent } from '../../lib/notification-events';

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
 * Writes the one notification event of one job event for the people it names, in the caller's
 * transaction, so it exists exactly when the change does. It points at the job by its Job #, which
 * the bell's link opens.
 */
export const notifyJobEvent = async (tx: Tx, notice: JobNotice) => {
  const recipients = [...new Set(notice.recipientIds)].filter((id): id is string => id !== null && id !== notice.actorId);
  if (recipients.length === 0) return;
  const [job] = await tx
    .select({
      externalId: jobPostings.externalId,
      title: titles.name,
      hospital: hospitals.name,
      hospitalId: jobPostings.hospitalId,
      unitId: jobPostings.unitId,
    })
    .from(jobPostings)
    .innerJoin(titles, eq(titles.id, jobPostings.titleId))
    .innerJoin(hospitals, eq(hospitals.id, jobPostings.hospitalId))
    .where(eq(jobPostings.id, notice.jobId));
  if (!job) throw new Error(`Job ${notice.jobId} vanished inside its own transaction`);
  await writeNotificationEvent(tx, {
    networkId: notice.networkId,
    subType: notice.type,
    text: TEXTS[notice.type](job),
    identifier: job.externalId,
    hospitalId: job.hospitalId,
    unitId: job.unitId,
    audience: 'named',
    recipientIds: recipients,
  });
};

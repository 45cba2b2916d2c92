import { notificationEvents, notificationMarks } from '../db/schema/notification-events';
import type { Tx } from '../db/tenant';
import type { SeedCalendar } from './dates';
import { NORTHWIND } from './demo-networks';
import type { SeededDeal } from './demo-deals';
import type { SeededJob } from './demo-jobs';
import type { SeededNetwork } from './demo-tenancy';
import type { SeededUser } from './demo-users';
import { insertChunks } from './insert-chunks';
import type { Rng } from './prng';

export interface NetworkActivity {
  network: SeededNetwork;
  jobs: readonly SeededJob[];
  deals: readonly SeededDeal[];
}

type EventRow = typeof notificationEvents.$inferInsert;
type Draft = Pick<EventRow, 'text' | 'subType' | 'dealId' | 'identifier'>;

/** Types that work with job postings get job notifications; others only candidate ones. */
const JOB_AUDIENCE = new Set(['Client Admin', 'Local Admin', 'General User', 'MSP Admin']);

/**
 * A few notifications per demo account (each an event for that account alone), pointing at real rows: candidates Ready for Review (deal
 * id) and jobs approved, declined or awaiting the user's approval (job number). Internal users get
 * theirs in Northwind, the network they are most likely to pick. The newest are unread.
 */
export const seedNotifications = async (
  tx: Tx,
  demoUsers: readonly SeededUser[],
  activity: readonly NetworkActivity[],
  calendar: SeedCalendar,
  rng: Rng,
): Promise<void> => {
  const rows: EventRow[] = [];
  const marks: (typeof notificationMarks.$inferInsert)[] = [];
  for (const user of demoUsers) {
    const networkId = user.networkId ?? NORTHWIND.id;
    const home = activity.find((a) => a.network.spec.id === networkId);
    if (!home) continue;
    const sees = (hospitalId: string) => user.networkId === null || user.hospitalIds.includes(hospitalId);
    const jobsWith = (status: string) => home.jobs.filter((j) => j.postingStatus === status && sees(j.hospital.id));

    const drafts: Draft[] = rng
      .sample(
        home.deals.filter((d) => d.status === 'Ready for Review' && sees(d.job.hospital.id)),
        3,
      )
      .map((d) => ({
        subType: 'ReadyForReview',
        dealId: d.id,
        identifier: null,
        text: `${d.clinician.firstName} ${d.clinician.lastName} is ready for review for ${d.job.title} at ${d.job.hospital.spec.name}.`,
      }));
    if (JOB_AUDIENCE.has(user.account.userType)) {
      for (const job of rng.sample(jobsWith('Active').filter((j) => j.approverIds.length > 0), 1)) {
        drafts.push({ subType: 'JobApproved', dealId: null, identifier: job.externalId, text: `Job ${job.externalId} (${job.title}) has been approved.` });
      }
      for (const job of rng.sample(jobsWith('Declined'), 1)) {
        drafts.push({ subType: 'JobDeclined', dealId: null, identifier: job.externalId, text: `Job ${job.externalId} (${job.title}) has been declined.` });
      }
      const awaiting = jobsWith('Pending Approval').filter((j) => j.approverIds.includes(user.account.id));
      for (const job of rng.sample(awaiting, 2)) {
        drafts.push({
          subType: 'JobApproverDesignated',
          dealId: null,
          identifier: job.externalId,
          text: `You have been designated as an approver for job ${job.externalId} (${job.title}).`,
        });
      }
    }
    rng.shuffle(drafts).forEach((draft, i) => {
      const id = home.network.newId('notification');
      rows.push({
        ...draft,
        id,
        networkId,
        audience: 'named',
        recipientIds: [user.account.id],
        createdAt: calendar.at(-0.05 - i * 0.4 - rng.next() * 0.3),
      });
      if (i >= 2) marks.push({ eventId: id, userId: user.account.id, networkId, wasRead: true });
    });
  }
  await insertChunks(tx, notificationEvents, rows);
  await insertChunks(tx, notificationMarks, marks);
};

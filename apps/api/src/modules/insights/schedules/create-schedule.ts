import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  createReportSchedule,
  RECIPIENT_NOT_A_COLLEAGUE,
  RECIPIENT_NOT_FOUND,
  recipientsCannotOpen,
  type Colleague,
  type CreateReportScheduleRequest,
  type ReportSchedule,
} from '@portal/domain/api/report-schedules';
import { nextRunAfter } from '@portal/domain/insights/report-schedule-times';
import { REPORT_SCHEDULES_PER_USER_MAX } from '@portal/domain/limits';
import type { z } from 'zod';
import type { Actor } from '../../../context/actor';
import type { Visibility } from '../../../context/visibility';
import { writeAudit } from '../../../db/audit';
import type { Database } from '../../../db/client';
import { reportSchedules } from '../../../db/schema/report-schedules';
import { users } from '../../../db/schema/users';
import type { Tx } from '../../../db/tenant';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { idempotentCall, recordedAnswer, withIdempotency, type IdempotentCall } from '../../../lib/idempotency-key';
import { reportScope } from '../insight-report';
import { openAnyReport } from '../saved-reports/open-any-report';
import { openAsUser } from './open-as-user';
import { activeColleagues, ownScheduleCount, SCHEDULE_AUDIT_ENTITY, scheduleOf } from './schedule-rows';

type ValidRequest = z.output<typeof CreateReportScheduleRequest>;
type InTenant = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

const TOO_MANY_SCHEDULES = `You already have ${REPORT_SCHEDULES_PER_USER_MAX} scheduled e-mails. Cancel one before adding another.`;

/**
 * The recipients as colleagues, in one transaction, or the answer recorded for a repeat of a
 * create that went through (which answers without checking the recipients again). An id of no
 * user of this network (another network's, under row-level security too) is 404, like every
 * unknown id; a colleague whose account was deactivated is a request the user can correct.
 */
const checkRecipients = (inTenant: InTenant, call: IdempotentCall, networkId: string, recipientIds: readonly string[]) =>
  inTenant(async (tx): Promise<{ earlier: ReportSchedule } | { recipients: Colleague[] }> => {
    const earlier = await recordedAnswer(tx, call);
    if (earlier) return { earlier: earlier.response as ReportSchedule };
    const known = await tx.select({ id: users.id }).from(users).where(and(eq(users.networkId, networkId), inArray(users.id, [...recipientIds])));
    if (known.length !== recipientIds.length) throw notFound(RECIPIENT_NOT_FOUND);
    const recipients = await activeColleagues(tx, networkId, recipientIds);
    if (recipients.length !== recipientIds.length) throw badRequest(RECIPIENT_NOT_A_COLLEAGUE);
    return { recipients };
  });

/** Each recipient gets the report as they would open it, so those who cannot open it now are named (400). */
const checkRecipientsCanOpen = async (db: Database, networkId: string, recipientIds: readonly string[], recipients: readonly Colleague[], request: ValidRequest, now: Date) => {
  const cannotOpen: string[] = [];
  for (const recipient of recipientIds.flatMap((id) => recipients.filter((r) => r.id === id))) {
    if (!(await openAsUser(db, networkId, recipient.email, request.reportId, request.filters, now))) cannotOpen.push(recipient.name);
  }
  if (cannotOpen.length > 0) throw badRequest(recipientsCannotOpen(cannotOpen));
};

/**
 * Stores the schedule, audited. One owner's creates run one after another (an advisory lock on the
 * owner), so parallel ones cannot pass the count together.
 */
const storeSchedule = async (tx: Tx, actor: Actor, request: ValidRequest, recipientIds: string[], recipients: Colleague[], reportName: string, now: Date) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report_schedules:${actor.userId}`}))`);
  if ((await ownScheduleCount(tx, actor.networkId, actor.userId)) >= REPORT_SCHEDULES_PER_USER_MAX) throw conflict(TOO_MANY_SCHEDULES);
  const timing = {
    frequency: request.frequency,
    weekday: request.frequency === 'weekly' ? request.weekday : null,
    monthDay: request.frequency === 'monthly' ? request.monthDay : null,
    hour: request.hour,
  };
  const [row] = await tx
    .insert(reportSchedules)
    .values({
      networkId: actor.networkId,
      ownerId: actor.userId,
      reportId: request.reportId,
      filters: request.filters,
      ...timing,
      format: request.format,
      recipientIds,
      nextRunAt: request.sendNow ? now : nextRunAfter(timing, now),
    })
    .returning();
  if (!row) throw new Error('The schedule was not stored.');
  await writeAudit(tx, {
    networkId: actor.networkId,
    actorId: actor.userId,
    entity: SCHEDULE_AUDIT_ENTITY,
    entityId: row.id,
    action: 'create',
    after: { ...timing, reportId: row.reportId, filters: row.filters, format: row.format, recipientIds, sendNow: request.sendNow },
  });
  return scheduleOf(row, reportName, recipients);
};

/**
 * ReportSchedules/Create: the user must be able to open the report with these filters now (403 / 404
 * as the viewer answers), and so must every recipient; then the schedule is stored. Answers the
 * schedule, and `replayed` for a repeat answered from its first call's record at the first look
 * (nothing new can be due then).
 */
export const createSchedule = async (
  db: Database,
  inTenant: InTenant,
  actor: Actor,
  visibility: Visibility,
  request: ValidRequest,
  idempotencyKey: string | undefined,
): Promise<{ schedule: ReportSchedule; replayed: boolean }> => {
  const opened = await inTenant((tx) => openAnyReport(tx, actor, visibility, request.reportId));
  const now = new Date();
  reportScope(visibility, request.filters, now);
  const call = idempotentCall(createReportSchedule, actor, idempotencyKey);
  const recipientIds = [...new Set(request.recipientIds)];
  const checked = await checkRecipients(inTenant, call, actor.networkId, recipientIds);
  if ('earlier' in checked) return { schedule: checked.earlier, replayed: true };
  await checkRecipientsCanOpen(db, actor.networkId, recipientIds, checked.recipients, request, now);
  // A double submit that passed the look above together with the first waits for it here, then answers as it did.
  const { answer } = await inTenant((tx) =>
    withIdempotency(tx, call, async () => ({ answer: await storeSchedule(tx, actor, request, recipientIds, checked.recipients, opened.definition.name, now) })),
  );
  return { schedule: answer, replayed: false };
};

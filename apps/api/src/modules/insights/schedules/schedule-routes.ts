import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  cancelReportSchedule,
  createReportSchedule,
  getReportSchedules,
  getScheduleColleagues,
  RECIPIENT_NOT_A_COLLEAGUE,
  RECIPIENT_NOT_FOUND,
  recipientsCannotOpen,
  SCHEDULE_NOT_FOUND,
  type Colleague,
  type ReportSchedule,
} from '@portal/domain/api/report-schedules';
import { nextRunAfter } from '@portal/domain/insights/report-schedule-times';
import { COLLEAGUES_LISTED_MAX, REPORT_SCHEDULES_PER_USER_MAX } from '@portal/domain/limits';
import type { AppDeps } from '../../../app-deps';
import { writeAudit } from '../../../db/audit';
import { reportSchedules } from '../../../db/schema/report-schedules';
import { users } from '../../../db/schema/users';
import { badRequest, conflict, notFound } from '../../../http-errors';
import { idempotencyKeyOf, idempotentCall, recordedAnswer, withIdempotency } from '../../../lib/idempotency-key';
import { escapeLike } from '../../../lib/sql-helpers';
import { registerCall } from '../../../plugins/register-call';
import { reportScope } from '../insight-report';
import { openAnyReport } from '../saved-reports/open-any-report';
import { openAsUser } from './open-as-user';
import { activeColleagues, ownScheduleCount, ownSchedules, scheduleOf } from './schedule-rows';

export const SCHEDULE_AUDIT_ENTITY = 'report_schedule';
export const TOO_MANY_SCHEDULES = `You already have ${REPORT_SCHEDULES_PER_USER_MAX} scheduled e-mails. Cancel one before adding another.`;

/** The scheduled e-mails of reports (issue 16, item 5); `onDue` runs the runner when a first e-mail is due at once. */
export const registerReportScheduleRoutes = (app: FastifyInstance, deps: AppDeps, onDue: () => void = () => undefined) => {
  registerCall(app, deps, getReportSchedules, async ({ ctx, network, inTenant }) => ({
    schedules: await inTenant((tx) => ownSchedules(tx, network.id, ctx.user.id)),
  }));

  registerCall(app, deps, getScheduleColleagues, async ({ network, query, inTenant }) => {
    const term = query.search?.trim().toLowerCase() ?? '';
    const pattern = `%${escapeLike(term)}%`;
    const rows = await inTenant((tx) =>
      tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.networkId, network.id),
            eq(users.isActive, true),
            term ? sql`(lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} or lower(${users.email}) like ${pattern})` : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
        .limit(COLLEAGUES_LISTED_MAX),
    );
    return { colleagues: rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email })) };
  });

  registerCall(app, deps, createReportSchedule, async ({ ctx, network, visibility, actor, body, headers, inTenant }) => {
    // The user must be able to open the report with these filters now (403 / 404 as the viewer answers).
    const opened = await inTenant((tx) => openAnyReport(tx, actor, visibility, body.reportId));
    const now = new Date();
    reportScope(visibility, body.filters, now);
    const idempotent = idempotentCall(createReportSchedule, { networkId: network.id, userId: ctx.user.id }, idempotencyKeyOf(headers));
    const recipientIds = [...new Set(body.recipientIds)];
    const checked = await inTenant(async (tx): Promise<ReportSchedule | Colleague[]> => {
      // A repeat of a create that went through answers it without checking the recipients again.
      const earlier = await recordedAnswer(tx, idempotent);
      if (earlier) return earlier.response as ReportSchedule;
      // An id of no user of this network (another network's, under row-level security too) is 404, like
      // every unknown id; a colleague whose account was deactivated is a request the user can correct.
      const known = await tx.select({ id: users.id }).from(users).where(and(eq(users.networkId, network.id), inArray(users.id, recipientIds)));
      if (known.length !== recipientIds.length) throw notFound(RECIPIENT_NOT_FOUND);
      const recipients = await activeColleagues(tx, network.id, recipientIds);
      if (recipients.length !== recipientIds.length) throw badRequest(RECIPIENT_NOT_A_COLLEAGUE);
      return recipients;
    });
    if (!Array.isArray(checked)) return checked;
    const recipients = checked;
    // Each recipient gets the report as they would open it, so one who cannot open it now is named.
    const cannotOpen: string[] = [];
    for (const recipient of recipientIds.flatMap((id) => recipients.filter((r) => r.id === id))) {
      if (!(await openAsUser(deps.db, network.id, recipient.email, body.reportId, body.filters, now))) cannotOpen.push(recipient.name);
    }
    if (cannotOpen.length > 0) throw badRequest(recipientsCannotOpen(cannotOpen));
    // A double submit that passed the look above together with the first waits for it here, then answers as it did.
    const { answer: created } = await inTenant((tx) =>
      withIdempotency(tx, idempotent, async () => {
        // One owner's creates run one after another, so parallel ones cannot pass the count together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report_schedules:${ctx.user.id}`}))`);
        if ((await ownScheduleCount(tx, network.id, ctx.user.id)) >= REPORT_SCHEDULES_PER_USER_MAX) throw conflict(TOO_MANY_SCHEDULES);
        const timing = { frequency: body.frequency, weekday: body.frequency === 'weekly' ? body.weekday : null, monthDay: body.frequency === 'monthly' ? body.monthDay : null, hour: body.hour };
        const [row] = await tx
          .insert(reportSchedules)
          .values({
            networkId: network.id,
            ownerId: ctx.user.id,
            reportId: body.reportId,
            filters: body.filters,
            ...timing,
            format: body.format,
            recipientIds,
            nextRunAt: body.sendNow ? now : nextRunAfter(timing, now),
          })
          .returning();
        if (!row) throw new Error('The schedule was not stored.');
        const schedule = scheduleOf(row, opened.definition.name, recipients);
        await writeAudit(tx, { networkId: network.id, actorId: ctx.user.id, entity: SCHEDULE_AUDIT_ENTITY, entityId: row.id, action: 'create', after: { ...timing, reportId: row.reportId, filters: row.filters, format: row.format, recipientIds, sendNow: body.sendNow } });
        return { answer: schedule };
      }),
    );
    if (body.sendNow) onDue();
    return created;
  });

  registerCall(app, deps, cancelReportSchedule, async ({ ctx, network, params, inTenant }) =>
    inTenant(async (tx) => {
      // Only the owner's own schedules: another user's, or another network's, is not found.
      const [row] = await tx
        .update(reportSchedules)
        .set({ cancelledAt: sql`now()` })
        .where(and(eq(reportSchedules.id, params.scheduleId), eq(reportSchedules.networkId, network.id), eq(reportSchedules.ownerId, ctx.user.id), isNull(reportSchedules.cancelledAt)))
        .returning({ id: reportSchedules.id });
      if (!row) throw notFound(SCHEDULE_NOT_FOUND);
      await writeAudit(tx, { networkId: network.id, actorId: ctx.user.id, entity: SCHEDULE_AUDIT_ENTITY, entityId: row.id, action: 'cancel' });
      return row;
    }),
  );
};

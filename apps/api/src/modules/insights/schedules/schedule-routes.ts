import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cancelReportSchedule, createReportSchedule, getReportSchedules, getScheduleColleagues, SCHEDULE_NOT_FOUND } from '@portal/domain/api/report-schedules';
import { COLLEAGUES_LISTED_MAX } from '@portal/domain/limits';
import type { AppDeps } from '../../../app-deps';
import { writeAudit } from '../../../db/audit';
import { reportSchedules } from '../../../db/schema/report-schedules';
import { users } from '../../../db/schema/users';
import { notFound } from '../../../http-errors';
import { idempotencyKeyOf } from '../../../lib/idempotency-key';
import { escapeLike } from '../../../lib/sql-helpers';
import { registerCall } from '../../../plugins/register-call';
import { createSchedule } from './create-schedule';
import { ownSchedules, SCHEDULE_AUDIT_ENTITY } from './schedule-rows';

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

  registerCall(app, deps, createReportSchedule, async ({ visibility, actor, body, headers, inTenant }) => {
    const { schedule, replayed } = await createSchedule(deps.db, inTenant, actor, visibility, body, idempotencyKeyOf(headers));
    if (body.sendNow && !replayed) onDue();
    return schedule;
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

import { and, eq, inArray } from 'drizzle-orm';
import { allows } from '@portal/domain/access/access-rule';
import { ReportFilters, type ReportResult } from '@portal/domain/api/insights';
import { createReportSchedule } from '@portal/domain/api/report-schedules';
import { INSIGHT_ROW_CAP } from '@portal/domain/limits';
import { loadRequestContext } from '../../../context/request-context';
import { visibilityOf } from '../../../context/visibility';
import type { Database } from '../../../db/client';
import { outboundEmailAttachments, outboundEmails } from '../../../db/schema/invitations';
import { reportSchedules } from '../../../db/schema/report-schedules';
import { users } from '../../../db/schema/users';
import { withTenant, type Tx } from '../../../db/tenant';
import { tableFile } from '../../../exports/table-file';
import { HttpError } from '../../../http-errors';
import { openedReportResult, reportFileName, reportScope, type CachedReport } from '../insight-report';
import type { ReportCache } from '../report-cache';
import { reportTable } from '../report-table';
import { openAnyReport } from '../saved-reports/open-any-report';
import type { ScheduleRow } from './schedule-rows';
import { reportLink, scheduledBody, scheduledSubject } from './schedule-mail';

export const OUTCOME_NO_ROWS = 'Skipped: no rows';
export const OUTCOME_NO_ACCESS = 'Skipped: the owner can no longer open this report';
export const OUTCOME_NO_RECIPIENTS = 'Skipped: no active recipients';
export const OUTCOME_FAILED = 'Failed: the report could not be computed';
export const sentOutcome = (count: number) => `Sent to ${count} ${count === 1 ? 'recipient' : 'recipients'}`;

const TOO_MANY_ROWS_NOTE = `The report has more than ${INSIGHT_ROW_CAP.toLocaleString('en-US')} rows, more than a file may hold: open it in the portal.`;

const record = (db: Database, id: string, outcome: string) => db.update(reportSchedules).set({ lastOutcome: outcome }).where(eq(reportSchedules.id, id));

interface Computed {
  result: ReportResult;
  notes: readonly string[];
  file?: { name: string; contentType: string; content: Buffer };
  ownerName: string;
}

/**
 * Computes the report as its owner would see it now: their current user type, privileges, hospitals
 * and the network's flags (a lost privilege or a deactivated account answers 403 here, so the run is skipped).
 */
const compute = async (db: Database, cache: ReportCache<CachedReport>, schedule: ScheduleRow, now: Date): Promise<Computed | string> => {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, schedule.ownerId));
  if (!owner) return OUTCOME_NO_ACCESS;
  try {
    const ctx = await loadRequestContext(db, owner.email, schedule.networkId);
    if (!allows(ctx, createReportSchedule.access)) return OUTCOME_NO_ACCESS;
    const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(db, schedule.networkId, work);
    const opened = await inTenant((tx) => openAnyReport(tx, ctx, { userId: ctx.user.id, hospitalIds: ctx.hospitalIds }, schedule.reportId));
    const report = opened.definition;
    const scope = reportScope(visibilityOf(ctx, schedule.networkId), ReportFilters.parse(schedule.filters), now);
    const result = await openedReportResult(cache, inTenant, opened, scope);
    const table = await inTenant((tx) => reportTable(tx, result, scope));
    const ownerName = `${ctx.user.firstName} ${ctx.user.lastName}`;
    if (schedule.format === 'link' || result.truncated || result.rows.length === 0) return { result, notes: table.notes, ownerName };
    const reply = await tableFile(reportFileName(report), schedule.format, table);
    return { result, notes: table.notes, ownerName, file: { name: reply.fileName, contentType: reply.contentType, content: reply.body as Buffer } };
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404)) return OUTCOME_NO_ACCESS;
    throw error;
  }
};

/**
 * One claimed occurrence of a schedule: skipped (no rows, no access, no recipients) or one outbox
 * e-mail per active recipient with the file attached or the link, written with the outcome in one
 * transaction. Answers the outcome; `queued` says whether e-mails were written.
 */
export const deliverSchedule = async (
  db: Database,
  cache: ReportCache<CachedReport>,
  schedule: ScheduleRow,
  publicUrl: string,
  now: Date,
): Promise<{ outcome: string; queued: number }> => {
  let computed: Computed | string;
  try {
    computed = await compute(db, cache, schedule, now);
  } catch (error) {
    await record(db, schedule.id, OUTCOME_FAILED);
    throw error;
  }
  if (typeof computed === 'string' || computed.result.rows.length === 0) {
    const outcome = typeof computed === 'string' ? computed : OUTCOME_NO_ROWS;
    await record(db, schedule.id, outcome);
    return { outcome, queued: 0 };
  }
  const { result, notes, file, ownerName } = computed;
  const recipients = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.networkId, schedule.networkId), eq(users.isActive, true), inArray(users.id, schedule.recipientIds)));
  if (recipients.length === 0) {
    await record(db, schedule.id, OUTCOME_NO_RECIPIENTS);
    return { outcome: OUTCOME_NO_RECIPIENTS, queued: 0 };
  }
  const link = reportLink(publicUrl, schedule.reportId, ReportFilters.parse(schedule.filters));
  const outcome = sentOutcome(recipients.length);
  await db.transaction(async (tx) => {
    for (const recipient of recipients) {
      const body = scheduledBody({
        firstName: recipient.firstName,
        reportName: result.report.name,
        ownerName,
        timing: schedule,
        notes: result.truncated ? [...notes, TOO_MANY_ROWS_NOTE] : notes,
        rowCount: result.rows.length,
        link,
        attachment: file?.name,
      });
      const [email] = await tx.insert(outboundEmails).values({ toAddress: recipient.email, subject: scheduledSubject(result.report.name), body }).returning({ id: outboundEmails.id });
      if (email && file) await tx.insert(outboundEmailAttachments).values({ emailId: email.id, fileName: file.name, contentType: file.contentType, content: file.content });
    }
    await tx.update(reportSchedules).set({ lastOutcome: outcome }).where(eq(reportSchedules.id, schedule.id));
  });
  return { outcome, queued: recipients.length };
};

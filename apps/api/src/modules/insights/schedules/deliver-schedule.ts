import { and, eq, inArray } from 'drizzle-orm';
import { ReportFilters, type ReportResult } from '@portal/domain/api/insights';
import { INSIGHT_ROW_CAP } from '@portal/domain/limits';
import type { Visibility } from '../../../context/visibility';
import type { Database } from '../../../db/client';
import { outboundEmailAttachments, outboundEmails } from '../../../db/schema/invitations';
import { reportSchedules } from '../../../db/schema/report-schedules';
import { users } from '../../../db/schema/users';
import { withTenant, type Tx } from '../../../db/tenant';
import { tableFile } from '../../../exports/table-file';
import { openedReportResult, reportFileName, type CachedReport } from '../insight-report';
import type { ReportCache } from '../report-cache';
import { reportTable } from '../report-table';
import { openAsUser, type OpenedAsUser } from './open-as-user';
import type { ScheduleRow } from './schedule-rows';
import { reportLink, scheduledBody, scheduledSubject } from './schedule-mail';

export const OUTCOME_NO_ROWS = 'Skipped: no rows';
export const OUTCOME_NO_ACCESS = 'Skipped: the owner can no longer open this report';
export const OUTCOME_NO_RECIPIENTS = 'Skipped: no active recipients';
export const OUTCOME_NO_RECIPIENT_ACCESS = 'Skipped: no recipient can open this report';
export const OUTCOME_FAILED = 'Failed: the report could not be computed';

/** Recipients a run sent nothing to, and why: they could not open the report, or their view of it had no rows. */
export interface Skipped {
  noAccess: number;
  noRows: number;
}
const NONE_SKIPPED: Skipped = { noAccess: 0, noRows: 0 };

const skippedParts = ({ noAccess, noRows }: Skipped) =>
  [noAccess > 0 ? `${noAccess} without access` : '', noRows > 0 ? `${noRows} with no rows` : ''].filter(Boolean).join(', ');

export const sentOutcome = (count: number, skipped: Skipped = NONE_SKIPPED) => {
  const parts = skippedParts(skipped);
  return `Sent to ${count} ${count === 1 ? 'recipient' : 'recipients'}${parts ? `; skipped ${parts}` : ''}`;
};

/** Nobody was sent the report: one reason in the words the panel used before, or both counted. */
export const skippedOutcome = (skipped: Skipped) =>
  skipped.noRows === 0 ? OUTCOME_NO_RECIPIENT_ACCESS : skipped.noAccess === 0 ? OUTCOME_NO_ROWS : `Skipped: ${skippedParts(skipped)}`;

const TOO_MANY_ROWS_NOTE = `The report has more than ${INSIGHT_ROW_CAP.toLocaleString('en-US')} rows, more than a file may hold: open it in the portal.`;

const record = (db: Database, id: string, outcome: string) => db.update(reportSchedules).set({ lastOutcome: outcome }).where(eq(reportSchedules.id, id));

/** One view of the report (what users seeing the same hospitals get) and its file. */
interface View {
  result: ReportResult;
  notes: readonly string[];
  file?: { name: string; contentType: string; content: Buffer };
}

interface Mail {
  email: string;
  firstName: string;
  view: View;
}

/** Recipients who see the same hospitals get the same figures, so a run computes and renders each view once. */
const viewKey = (visibility: Visibility) =>
  JSON.stringify([visibility.seesEveryHospital ? '*' : [...visibility.hospitalIds].sort(), visibility.seesUnitManagers]);

const computeView = async (db: Database, cache: ReportCache<CachedReport>, schedule: ScheduleRow, { opened, scope }: OpenedAsUser): Promise<View> => {
  const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(db, schedule.networkId, work);
  const result = await openedReportResult(cache, inTenant, opened, scope);
  const table = await inTenant((tx) => reportTable(tx, result, scope));
  const notes = result.truncated ? [...table.notes, TOO_MANY_ROWS_NOTE] : table.notes;
  if (schedule.format === 'link' || result.truncated || result.rows.length === 0) return { result, notes };
  const reply = await tableFile(reportFileName(opened.definition), schedule.format, table);
  return { result, notes, file: { name: reply.fileName, contentType: reply.contentType, content: reply.body as Buffer } };
};

/**
 * Who gets which view: the owner must still be able to open the report (else nobody gets it), and
 * each active recipient gets it as they would open it now, with their own privileges and hospitals.
 */
const plan = async (db: Database, cache: ReportCache<CachedReport>, schedule: ScheduleRow, now: Date): Promise<{ ownerName: string; mails: Mail[]; skipped: Skipped } | string> => {
  const filters = ReportFilters.parse(schedule.filters);
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, schedule.ownerId));
  const asOwner = owner && (await openAsUser(db, schedule.networkId, owner.email, schedule.reportId, filters, now));
  if (!asOwner) return OUTCOME_NO_ACCESS;
  const recipients = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.networkId, schedule.networkId), eq(users.isActive, true), inArray(users.id, schedule.recipientIds)));
  if (recipients.length === 0) return OUTCOME_NO_RECIPIENTS;
  const views = new Map<string, View>();
  const mails: Mail[] = [];
  const skipped = { ...NONE_SKIPPED };
  for (const recipient of recipients) {
    const opened = await openAsUser(db, schedule.networkId, recipient.email, schedule.reportId, filters, now);
    if (!opened) {
      skipped.noAccess += 1;
      continue;
    }
    const key = viewKey(opened.scope.visibility);
    const view = views.get(key) ?? (await computeView(db, cache, schedule, opened));
    views.set(key, view);
    if (view.result.rows.length === 0) skipped.noRows += 1;
    else mails.push({ email: recipient.email, firstName: recipient.firstName, view });
  }
  return { ownerName: `${asOwner.ctx.user.firstName} ${asOwner.ctx.user.lastName}`, mails, skipped };
};

/**
 * One claimed occurrence of a schedule: skipped (the owner cannot open it, no recipient can, or no
 * recipient's view has rows) or one outbox e-mail per recipient with their own view of the report
 * attached or the link, written with the outcome in one transaction. Answers the outcome; `queued`
 * says how many e-mails were written.
 */
export const deliverSchedule = async (
  db: Database,
  cache: ReportCache<CachedReport>,
  schedule: ScheduleRow,
  publicUrl: string,
  now: Date,
): Promise<{ outcome: string; queued: number }> => {
  let planned: Awaited<ReturnType<typeof plan>>;
  try {
    planned = await plan(db, cache, schedule, now);
  } catch (error) {
    await record(db, schedule.id, OUTCOME_FAILED);
    throw error;
  }
  if (typeof planned === 'string' || planned.mails.length === 0) {
    const outcome = typeof planned === 'string' ? planned : skippedOutcome(planned.skipped);
    await record(db, schedule.id, outcome);
    return { outcome, queued: 0 };
  }
  const { ownerName, mails, skipped } = planned;
  const link = reportLink(publicUrl, schedule.reportId, ReportFilters.parse(schedule.filters));
  const outcome = sentOutcome(mails.length, skipped);
  await db.transaction(async (tx) => {
    for (const { email: toAddress, firstName, view } of mails) {
      const { result, notes, file } = view;
      const body = scheduledBody({ firstName, reportName: result.report.name, ownerName, timing: schedule, notes, rowCount: result.rows.length, link, attachment: file?.name });
      const [email] = await tx.insert(outboundEmails).values({ toAddress, subject: scheduledSubject(result.report.name), body }).returning({ id: outboundEmails.id });
      if (email && file) await tx.insert(outboundEmailAttachments).values({ emailId: email.id, fileName: file.name, contentType: file.contentType, content: file.content });
    }
    await tx.update(reportSchedules).set({ lastOutcome: outcome }).where(eq(reportSchedules.id, schedule.id));
  });
  return { outcome, queued: mails.length };
};

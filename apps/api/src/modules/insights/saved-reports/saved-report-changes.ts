import { sql } from 'drizzle-orm';
import { addCustomReport, type SaveCustomReportRequest, type SavedReport, type UpdateCustomReportRequest } from '@portal/domain/api/custom-reports';
import type { ReportFilters } from '@portal/domain/api/insights';
import { NO_SUCH_HOSPITAL, REPORT_FORBIDDEN } from '@portal/domain/insights/insight-messages';
import { ONLY_OWNER_CHANGES, SAVED_REPORT_CHANGED } from '@portal/domain/insights/saved-reports';
import type { Actor } from '../../../context/actor';
import type { Visibility } from '../../../context/visibility';
import { writeAudit } from '../../../db/audit';
import type { Tx } from '../../../db/tenant';
import { conflict, forbidden, notFound } from '../../../http-errors';
import { idempotentCall, withIdempotency } from '../../../lib/idempotency-key';
import { firstRow, rowsOf } from '../../../lib/sql-helpers';
import { findSavedReport, mayUseDataset } from './saved-report-rows';

type Saved = Pick<SaveCustomReportRequest, 'name' | 'shared'> & { shape: SavedReport['shape']; filters?: ReportFilters | undefined };

const auditOf = (report: Saved) => ({ name: report.name, shape: report.shape, shared: report.shared, filters: report.filters ?? {} });

/**
 * A report on a dataset the user may not read (invoice lines without ViewFinances) cannot be saved either,
 * nor one filtered by a hospital they do not see (404, as the viewer answers it).
 */
const checkSaved = (actor: Actor, visibility: Visibility, request: Saved) => {
  if (!mayUseDataset(actor.access, request.shape.dataset)) throw forbidden(REPORT_FORBIDDEN);
  if (request.filters?.hospitalId && !visibility.hospitalIds.includes(request.filters.hospitalId)) throw notFound(NO_SUCH_HOSPITAL);
};

/** Saves a new report (a duplicate is saved the same way), audited; a repeated Idempotency-Key (`idempotencyKey`) answers as the first. */
export const addSavedReport = async (tx: Tx, actor: Actor, visibility: Visibility, request: Saved, idempotencyKey: string | undefined): Promise<SavedReport> => {
  checkSaved(actor, visibility, request);
  const { answer } = await withIdempotency(tx, idempotentCall(addCustomReport, actor, idempotencyKey), async () => {
    const created = firstRow<{ id: string }>(
      await tx.execute(sql`insert into saved_reports (network_id, owner_id, name, shape, shared, filters)
        values (${actor.networkId}, ${actor.userId}, ${request.name}, ${JSON.stringify(request.shape)}::jsonb, ${request.shared}, ${JSON.stringify(request.filters ?? {})}::jsonb)
        returning id`),
    )!;
    await writeAudit(tx, { networkId: actor.networkId, actorId: actor.userId, entity: 'saved_report', entityId: created.id, action: 'create', after: auditOf(request) });
    const { ownerId: _owner, ...saved } = await findSavedReport(tx, actor, visibility, created.id);
    return { answer: saved };
  });
  return answer;
};

/** The report, locked, when the actor saved it: 404 when they may not see it, 403 when it is another's shared report, 409 when stale. */
const ownReport = async (tx: Tx, actor: Actor, visibility: Visibility, id: string, version: number) => {
  const report = await findSavedReport(tx, actor, visibility, id, true);
  if (report.ownerId !== actor.userId) throw forbidden(ONLY_OWNER_CHANGES);
  if (report.version !== version) throw conflict(SAVED_REPORT_CHANGED);
  return report;
};

export const updateSavedReport = async (
  tx: Tx,
  actor: Actor,
  visibility: Visibility,
  id: string,
  request: Saved & Pick<UpdateCustomReportRequest, 'version'>): Promise<SavedReport> => {
  checkSaved(actor, visibility, request);
  const before = await ownReport(tx, actor, visibility, id, request.version);
  await tx.execute(sql`update saved_reports set name = ${request.name}, shape = ${JSON.stringify(request.shape)}::jsonb, shared = ${request.shared}, filters = ${JSON.stringify(request.filters ?? {})}::jsonb,
    version = version + 1, updated_at = now() where id = ${id}`);
  await writeAudit(tx, { networkId: actor.networkId, actorId: actor.userId, entity: 'saved_report', entityId: id, action: 'update', before: auditOf(before), after: auditOf(request) });
  const { ownerId: _owner, ...saved } = await findSavedReport(tx, actor, visibility, id);
  return saved;
};

/** Deletes the actor's report and takes it off every dashboard of the network, audited. */
export const deleteSavedReport = async (tx: Tx, actor: Actor, visibility: Visibility, id: string, version: number): Promise<void> => {
  const before = await ownReport(tx, actor, visibility, id, version);
  await tx.execute(sql`update insight_dashboards set report_ids = array_remove(report_ids, ${id}::text), updated_at = now() where ${id}::text = any(report_ids)`);
  await tx.execute(sql`delete from saved_reports where id = ${id}`);
  // Its schedules (the owner's and colleagues' of a shared report) could only be skipped from now on,
  // each still counting toward its owner's limit: they are cancelled with it.
  const cancelled = await tx.execute<{ id: string }>(
    sql`update report_schedules set cancelled_at = now() where report_id = ${id} and network_id = ${actor.networkId} and cancelled_at is null returning id`,
  );
  await writeAudit(tx, { networkId: actor.networkId, actorId: actor.userId, entity: 'saved_report', entityId: id, action: 'delete', before: auditOf(before) });
  for (const schedule of rowsOf<{ id: string }>(cancelled)) {
    await writeAudit(tx, { networkId: actor.networkId, actorId: actor.userId, entity: 'report_schedule', entityId: schedule.id, action: 'cancel' });
  }
};

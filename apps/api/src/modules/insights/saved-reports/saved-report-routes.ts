import type { FastifyInstance } from 'fastify';
import {
  addCustomReport,
  deleteCustomReport,
  getCustomReports,
  getInsightDashboard,
  saveInsightDashboard,
  updateCustomReport,
} from '@portal/domain/api/custom-reports';
import type { AppDeps } from '../../../app-deps';
import type { Visibility } from '../../../context/visibility';
import { idempotencyKeyOf } from '../../../lib/idempotency-key';
import { registerCall } from '../../../plugins/register-call';
import { loadDashboard, saveDashboard } from './insight-dashboard';
import { addSavedReport, deleteSavedReport, updateSavedReport, type ReportActor } from './saved-report-changes';
import { listSavedReports, mayUseDataset } from './saved-report-rows';

const actorOf = (ctx: ReportActor['subject'] & { user: { id: string } }, visibility: Visibility): ReportActor => ({
  networkId: visibility.networkId,
  userId: ctx.user.id,
  hospitalIds: visibility.hospitalIds,
  subject: ctx,
});

/** Saved custom reports (issue 16 item 3) and the insights dashboard (item 4). */
export const registerSavedReportRoutes = (app: FastifyInstance, deps: AppDeps) => {
  // Only the reports the user may open: an invoice-lines report needs ViewFinances.
  registerCall(app, deps, getCustomReports, async ({ ctx, visibility, inTenant }) => ({
    reports: (await inTenant((tx) => listSavedReports(tx, actorOf(ctx, visibility)))).filter((report) => mayUseDataset(ctx, report.shape.dataset)),
  }));

  registerCall(app, deps, addCustomReport, async ({ ctx, visibility, body, headers, inTenant }) => {
    const actor = { ...actorOf(ctx, visibility), idempotencyKey: idempotencyKeyOf(headers) };
    return inTenant((tx) => addSavedReport(tx, actor, body));
  });

  registerCall(app, deps, updateCustomReport, async ({ ctx, visibility, params, body, inTenant }) =>
    inTenant((tx) => updateSavedReport(tx, actorOf(ctx, visibility), params.id, body)),
  );

  registerCall(app, deps, deleteCustomReport, async ({ ctx, visibility, params, query, inTenant }) => {
    await inTenant((tx) => deleteSavedReport(tx, actorOf(ctx, visibility), params.id, query.version));
    return undefined;
  });

  registerCall(app, deps, getInsightDashboard, async ({ ctx, visibility, inTenant }) =>
    inTenant((tx) => loadDashboard(tx, actorOf(ctx, visibility))),
  );

  registerCall(app, deps, saveInsightDashboard, async ({ ctx, visibility, body, inTenant }) =>
    inTenant((tx) => saveDashboard(tx, actorOf(ctx, visibility), body.reportIds)),
  );
};

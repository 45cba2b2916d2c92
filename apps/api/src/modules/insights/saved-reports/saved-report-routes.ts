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
import { idempotencyKeyOf } from '../../../lib/idempotency-key';
import { registerCall } from '../../../plugins/register-call';
import { loadDashboard, saveDashboard } from './insight-dashboard';
import { addSavedReport, deleteSavedReport, updateSavedReport } from './saved-report-changes';
import { listSavedReports, mayUseDataset } from './saved-report-rows';

/** Saved custom reports (issue 16 item 3) and the insights dashboard (item 4). */
export const registerSavedReportRoutes = (app: FastifyInstance, deps: AppDeps) => {
  // Only the reports the user may open: an invoice-lines report needs ViewFinances.
  registerCall(app, deps, getCustomReports, async ({ visibility, actor, inTenant }) => ({
    reports: (await inTenant((tx) => listSavedReports(tx, actor, visibility))).filter((report) => mayUseDataset(actor.access, report.shape.dataset)),
  }));

  registerCall(app, deps, addCustomReport, async ({ visibility, actor, body, headers, inTenant }) => {
    const idempotencyKey = idempotencyKeyOf(headers);
    return inTenant((tx) => addSavedReport(tx, actor, visibility, body, idempotencyKey));
  });

  registerCall(app, deps, updateCustomReport, async ({ visibility, actor, params, body, inTenant }) =>
    inTenant((tx) => updateSavedReport(tx, actor, visibility, params.id, body)),
  );

  registerCall(app, deps, deleteCustomReport, async ({ visibility, actor, params, query, inTenant }) => {
    await inTenant((tx) => deleteSavedReport(tx, actor, visibility, params.id, query.version));
    return undefined;
  });

  registerCall(app, deps, getInsightDashboard, async ({ visibility, actor, inTenant }) =>
    inTenant((tx) => loadDashboard(tx, actor, visibility)),
  );

  registerCall(app, deps, saveInsightDashboard, async ({ visibility, actor, body, inTenant }) =>
    inTenant((tx) => saveDashboard(tx, actor, visibility, body.reportIds)),
  );
};

import type { FastifyInstance } from 'fastify';
import {
  exportAssignedTravelerHeadCount,
  FORECAST_DEFAULT_STATUSES,
  getDashboardHeadCount,
  getDashboardOnAssignment,
  getDashboardStaffingForecast,
  HEAD_COUNT_DEFAULT_STATUSES,
} from '@portal/domain/api/dashboard';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../plugins/register-call';
import { exportFileName } from './csv';
import { headCountCsv } from './export-head-count';
import { staffingForecast } from './forecast-query';
import { headCount } from './head-count-query';
import { hospitalScope } from './hospital-scope';
import { dashboardSummary } from './summary-query';

export const registerDashboardRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getDashboardOnAssignment, async ({ ctx, body, inTenant }) =>
    inTenant((tx) => dashboardSummary(tx, ctx, hospitalScope(ctx.hospitalIds, body.options))),
  );

  registerCall(app, deps, getDashboardHeadCount, async ({ ctx, body, inTenant }) =>
    inTenant((tx) =>
      headCount(tx, body.options.statuses ?? HEAD_COUNT_DEFAULT_STATUSES, hospitalScope(ctx.hospitalIds, body.options), ctx.hospitalIds),
    ),
  );

  registerCall(app, deps, getDashboardStaffingForecast, async ({ ctx, body, inTenant }) =>
    inTenant((tx) => staffingForecast(tx, body.options.statuses ?? FORECAST_DEFAULT_STATUSES, hospitalScope(ctx.hospitalIds, body.options))),
  );

  // The export answers a file: its own scope sets the CSV type and the file name on success.
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode === 200) {
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="${exportFileName('AssignedTravelerHeadCount', 'csv')}"`);
      }
      return payload;
    });
    registerCall(scope, deps, exportAssignedTravelerHeadCount, async ({ ctx, body, inTenant }) =>
      inTenant((tx) => headCountCsv(tx, body.options.statuses ?? HEAD_COUNT_DEFAULT_STATUSES, hospitalScope(ctx.hospitalIds, body.options))),
    );
  });
};

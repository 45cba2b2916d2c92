import type { FastifyInstance } from 'fastify';
import {
  exportAssignedTravelerHeadCount,
  FORECAST_DEFAULT_STATUSES,
  getDashboardHeadCount,
  getDashboardOnAssignment,
  getDashboardStaffingForecast,
  HEAD_COUNT_DEFAULT_STATUSES,
} from '@portal/domain/api/dashboard';
import { getUnreplacedEndings } from '@portal/domain/api/replacements';
import type { AppDeps } from '../../app-deps';
import { CSV_CONTENT_TYPE } from '../../exports/csv';
import { exportFileName } from '../../exports/file-name';
import { FileReply } from '../../plugins/file-reply';
import { registerCall } from '../../plugins/register-call';
import { headCountCsv } from './export-head-count';
import { staffingForecast } from './forecast-query';
import { headCount } from './head-count-query';
import { hospitalScope } from './hospital-scope';
import { dashboardSummary } from './summary-query';
import { unreplacedEndings } from './unreplaced-endings-query';

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

  registerCall(app, deps, getUnreplacedEndings, async ({ visibility, body, inTenant }) =>
    inTenant((tx) => unreplacedEndings(tx, visibility.networkId, hospitalScope(visibility.hospitalIds, body.options))),
  );

  registerCall(app, deps, exportAssignedTravelerHeadCount, async ({ ctx, body, inTenant }) => {
    const csv = await inTenant((tx) =>
      headCountCsv(tx, body.options.statuses ?? HEAD_COUNT_DEFAULT_STATUSES, hospitalScope(ctx.hospitalIds, body.options)),
    );
    return new FileReply(exportFileName('AssignedTravelerHeadCount', 'csv'), CSV_CONTENT_TYPE, csv);
  });
};

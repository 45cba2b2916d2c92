import type { FastifyInstance } from 'fastify';
import {
  downloadAssignedList,
  downloadStartsStopsList,
  exportAssignedList,
  exportStartsStopsList,
  getAssignedFilterCounts,
  getAssignedFilterOptions,
  getAssignedList,
  getStartsStopsFilterCounts,
  getStartsStopsFilterOptions,
  getStartsStopsList,
  getTravelerStatuses,
} from '@portal/domain/api/assigned';
import type { ExportFormat } from '@portal/domain/api/export-format';
import { ASSIGNMENT_STATUSES, dealStatusLabel } from '@portal/domain/deals/statuses';
import type { AppDeps } from '../../app-deps';
import { streamTableExport } from '../../exports/stream-export';
import { pageOffset } from '../../lib/sql-helpers';
import { registerCall, type TenantCallInput } from '../../plugins/register-call';
import { assignedConditions, startsStopsConditions, type AssignmentConditions } from './assignment-conditions';
import { exportQuery, type ExportRow } from './assignment-rows';
import { assignmentExportColumns } from './export-columns';
import { filterCounts } from './filter-counts-query';
import { listPage, type PageRequest } from './list-page';

/** Streams the rows the request's filters and sort select, from (pageNumber - 1) * pageSize, at most pageSize of them. */
const exportList = (
  { ctx, visibility, inTenant, log }: Pick<TenantCallInput<typeof exportAssignedList>, 'ctx' | 'visibility' | 'inTenant' | 'log'>,
  report: string,
  format: ExportFormat,
  conditions: AssignmentConditions,
  request: PageRequest,
) =>
  streamTableExport<ExportRow>(inTenant, log, {
    report,
    format,
    columns: assignmentExportColumns({ unitManager: visibility.seesUnitManagers, referenceId: ctx.flags.assignmentReferenceId }),
    query: exportQuery(conditions, request, request.pageSize, pageOffset(request)),
  });

export const registerAssignedRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getAssignedList, async ({ visibility, body, inTenant }) =>
    inTenant((tx) => listPage(tx, assignedConditions(body.options, visibility), body, visibility.seesUnitManagers)),
  );

  for (const call of [getAssignedFilterOptions, getAssignedFilterCounts]) {
    registerCall(app, deps, call, async ({ visibility, body, inTenant }) =>
      inTenant((tx) => filterCounts(tx, assignedConditions(body.options, visibility), visibility)),
    );
  }

  for (const call of [exportAssignedList, downloadAssignedList]) {
    registerCall(app, deps, call, async (input) =>
      exportList(input, 'AssignedList', input.query.format, assignedConditions(input.body.options, input.visibility), input.body),
    );
  }

  registerCall(app, deps, getStartsStopsList, async ({ visibility, body, inTenant }) =>
    inTenant((tx) => listPage(tx, startsStopsConditions(body.options, visibility), body, visibility.seesUnitManagers)),
  );

  for (const call of [getStartsStopsFilterOptions, getStartsStopsFilterCounts]) {
    registerCall(app, deps, call, async ({ visibility, body, inTenant }) =>
      inTenant((tx) => filterCounts(tx, startsStopsConditions(body.options, visibility), visibility)),
    );
  }

  for (const call of [exportStartsStopsList, downloadStartsStopsList]) {
    registerCall(app, deps, call, async (input) =>
      exportList(input, 'StartsAndStopsList', input.query.format, startsStopsConditions(input.body.options, input.visibility), input.body),
    );
  }

  registerCall(app, deps, getTravelerStatuses, async () =>
    ASSIGNMENT_STATUSES.map((value) => ({ value, label: dealStatusLabel(value) })),
  );
};

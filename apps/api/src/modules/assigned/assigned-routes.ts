import type { FastifyInstance } from 'fastify';
import { can } from '@portal/domain/access/access-rule';
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
import { ASSIGNMENT_STATUSES, DEAL_STATUS_DISPLAY } from '@portal/domain/deals/statuses';
import type { AppDeps } from '../../app-deps';
import type { RequestContext } from '../../context/request-context';
import { streamTableExport } from '../../exports/stream-export';
import { registerCall, type TenantCallInput } from '../../plugins/register-call';
import { exportQuery, type ExportRow } from './assignment-rows';
import { assignedScope, startsStopsScope, type AssignmentScope, type ScopeSubject } from './assignment-scope';
import { assignmentExportColumns } from './export-columns';
import { filterCounts } from './filter-counts-query';
import { listPage, type PageRequest } from './list-page';

const subjectOf = (ctx: RequestContext, networkId: string): ScopeSubject => ({
  networkId,
  hospitalIds: ctx.hospitalIds,
  seesEveryHospital: ctx.user.type.allHospitals,
  seesUnitManagers: can(ctx, 'ViewUnitManager'),
});

/** Streams the rows the request's filters and sort select, from (pageNumber - 1) * pageSize, at most pageSize of them. */
const exportList = (
  { ctx, inTenant, log }: Pick<TenantCallInput<typeof exportAssignedList>, 'ctx' | 'inTenant' | 'log'>,
  report: string,
  format: ExportFormat,
  scope: AssignmentScope,
  request: PageRequest,
) =>
  streamTableExport<ExportRow>(inTenant, log, {
    report,
    format,
    columns: assignmentExportColumns({ unitManager: can(ctx, 'ViewUnitManager'), referenceId: ctx.flags.assignmentReferenceId }),
    query: exportQuery(scope, request, request.pageSize, (request.pageNumber - 1) * request.pageSize),
  });

export const registerAssignedRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getAssignedList, async ({ ctx, network, body, inTenant }) => {
    const subject = subjectOf(ctx, network.id);
    return inTenant((tx) => listPage(tx, assignedScope(body.options, subject), body, subject.seesUnitManagers));
  });

  for (const call of [getAssignedFilterOptions, getAssignedFilterCounts]) {
    registerCall(app, deps, call, async ({ ctx, network, body, inTenant }) => {
      const subject = subjectOf(ctx, network.id);
      return inTenant((tx) => filterCounts(tx, assignedScope(body.options, subject), subject));
    });
  }

  for (const call of [exportAssignedList, downloadAssignedList]) {
    registerCall(app, deps, call, async (input) =>
      exportList(input, 'AssignedList', input.query.format, assignedScope(input.body.options, subjectOf(input.ctx, input.network.id)), input.body),
    );
  }

  registerCall(app, deps, getStartsStopsList, async ({ ctx, network, body, inTenant }) => {
    const subject = subjectOf(ctx, network.id);
    return inTenant((tx) => listPage(tx, startsStopsScope(body.options, subject), body, subject.seesUnitManagers));
  });

  for (const call of [getStartsStopsFilterOptions, getStartsStopsFilterCounts]) {
    registerCall(app, deps, call, async ({ ctx, network, body, inTenant }) => {
      const subject = subjectOf(ctx, network.id);
      return inTenant((tx) => filterCounts(tx, startsStopsScope(body.options, subject), subject));
    });
  }

  for (const call of [exportStartsStopsList, downloadStartsStopsList]) {
    registerCall(app, deps, call, async (input) =>
      exportList(
        input,
        'StartsAndStopsList',
        input.query.format,
        startsStopsScope(input.body.options, subjectOf(input.ctx, input.network.id)),
        input.body,
      ),
    );
  }

  registerCall(app, deps, getTravelerStatuses, async () =>
    ASSIGNMENT_STATUSES.map((value) => ({ value, label: DEAL_STATUS_DISPLAY[value] ?? value })),
  );
};

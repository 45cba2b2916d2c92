import type { FastifyInstance } from 'fastify';
import type { TimecardListItem } from '@portal/domain/api/timecards';
import { adjustTimecardLine, approveTimecard, exportTimecards, getTimecardDetails, getTimecardFilterCounts, getTimecards, rejectTimecard } from '@portal/domain/api/timecards';
import type { AppDeps } from '../../app-deps';
import { streamTableExport } from '../../exports/stream-export';
import { pageOffset } from '../../lib/sql-helpers';
import { registerCall } from '../../plugins/register-call';
import { adjustLine } from './adjust-timecard-line';
import { decideWeek } from './decide-timecard';
import { timecardConditions } from './timecard-conditions';
import { loadTimecardDetails } from './timecard-details';
import { timecardFilterCounts } from './timecard-filter-counts';
import { TIMECARD_EXPORT_COLUMNS } from './timecard-export-columns';
import { timecardListPage, timecardPageQuery } from './timecard-list-page';

/** The Timecards page's calls (issue 36): the list, its drawer counts, a week's details and the approver's changes. */
export const registerTimecardRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getTimecards, async ({ visibility, body, inTenant }) => inTenant((tx) => timecardListPage(tx, timecardConditions(body.options, visibility), body)));

  registerCall(app, deps, getTimecardFilterCounts, async ({ visibility, body, inTenant }) =>
    inTenant((tx) => timecardFilterCounts(tx, timecardConditions(body.options, visibility), visibility)),
  );

  /** Streams the weeks the request's search and filters select, in its sort, at most pageSize of them. */
  registerCall(app, deps, exportTimecards, async ({ visibility, query, body, inTenant, log }) =>
    streamTableExport<TimecardListItem>(inTenant, log, {
      report: 'Timecards',
      format: query.format,
      columns: TIMECARD_EXPORT_COLUMNS,
      query: timecardPageQuery(timecardConditions(body.options, visibility), body, body.pageSize, pageOffset(body), false),
    }),
  );

  registerCall(app, deps, getTimecardDetails, async ({ visibility, actor, params, inTenant }) => inTenant((tx) => loadTimecardDetails(tx, visibility, actor, params.timecardId)));

  registerCall(app, deps, approveTimecard, async ({ visibility, actor, params, body, inTenant }) =>
    inTenant((tx) => decideWeek(tx, visibility, actor, params.timecardId, body.version, { decision: 'approve' })),
  );

  registerCall(app, deps, rejectTimecard, async ({ visibility, actor, params, body, inTenant }) =>
    inTenant((tx) => decideWeek(tx, visibility, actor, params.timecardId, body.version, { decision: 'reject', reason: body.reason })),
  );

  registerCall(app, deps, adjustTimecardLine, async ({ visibility, actor, params, body, inTenant }) =>
    inTenant((tx) => adjustLine(tx, visibility, actor, params.timecardId, params.lineId, body)),
  );
};

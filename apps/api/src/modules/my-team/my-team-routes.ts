import type { FastifyInstance } from 'fastify';
import { exportMyTeam, getMyTeam, type MyTeamItem } from '@portal/domain/api/my-team';
import type { AppDeps } from '../../app-deps';
import { streamTableExport } from '../../exports/stream-export';
import { pageOffset } from '../../lib/sql-helpers';
import { registerCall } from '../../plugins/register-call';
import { MY_TEAM_EXPORT_COLUMNS } from './my-team-export-columns';
import { myTeamPage, myTeamPageQuery } from './my-team-page';

/** My Team (issue 34 item 3): the preferred clinicians, a page at a time and as a file. */
export const registerMyTeamRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getMyTeam, async ({ visibility, body, inTenant }) => inTenant((tx) => myTeamPage(tx, visibility, body)));

  /** Streams the clinicians the request's search selects, in its sort, at most pageSize of them. */
  registerCall(app, deps, exportMyTeam, async ({ visibility, query, body, inTenant, log }) =>
    streamTableExport<MyTeamItem>(inTenant, log, {
      report: 'MyTeam',
      format: query.format,
      columns: MY_TEAM_EXPORT_COLUMNS,
      query: myTeamPageQuery(visibility, body, body.pageSize, pageOffset(body), false),
    }),
  );
};

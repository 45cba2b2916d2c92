import type { FastifyInstance } from 'fastify';
import { exportJobList, getJobCandidateCounts, getJobFilterOptions, getJobs, getJobStatusesByUser } from '@portal/domain/api/job-list';
import { getJobApprovers, getJobApproversByJob, getJobDetails, getJobHistory, getJobTitlesAndShifts, getUnitDetailsForHospital } from '@portal/domain/api/jobs';
import { JOB_POSTING_STATUSES } from '@portal/domain/deals/statuses';
import type { AppDeps } from '../../app-deps';
import { streamTableExport } from '../../exports/stream-export';
import { pageOffset } from '../../lib/sql-helpers';
import { registerCall } from '../../plugins/register-call';
import { jobCandidateCounts } from './job-candidate-counts';
import { loadJobDetails } from './job-details';
import { jobExportColumns } from './job-export-columns';
import { jobFilterCounts } from './job-filter-counts';
import { jobHistory } from './job-history';
import { loadHospitalApprovers, loadHospitalUnits, loadJobApprovers, loadJobFormLookups } from './job-form-options';
import { jobListPage, jobPageQuery } from './job-list-page';
import { jobListConditions } from './job-list-conditions';
import type { JobRow } from './job-rows';

export const registerJobReadRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getJobs, async ({ ctx, visibility, body, inTenant }) =>
    inTenant((tx) => jobListPage(tx, jobListConditions(body.options, visibility), body, ctx.flags)),
  );

  registerCall(app, deps, getJobFilterOptions, async ({ visibility, body, inTenant }) =>
    inTenant((tx) => jobFilterCounts(tx, jobListConditions(body.options, visibility), visibility)),
  );

  registerCall(app, deps, getJobStatusesByUser, async () => JOB_POSTING_STATUSES.map((value) => ({ value, label: value })));

  registerCall(app, deps, getJobTitlesAndShifts, async () => loadJobFormLookups(deps.db));

  registerCall(app, deps, getUnitDetailsForHospital, async ({ visibility, query, inTenant }) =>
    inTenant((tx) => loadHospitalUnits(tx, visibility, query.hospitalId)),
  );

  registerCall(app, deps, getJobApprovers, async ({ ctx, visibility, query, inTenant }) =>
    inTenant((tx) => loadHospitalApprovers(tx, visibility, query.hospitalId, ctx.user.id)),
  );

  registerCall(app, deps, getJobApproversByJob, async ({ visibility, query, inTenant }) =>
    inTenant((tx) => loadJobApprovers(tx, visibility, query.externalId)),
  );

  registerCall(app, deps, getJobDetails, async ({ visibility, actor, params, readInTenant }) =>
    readInTenant((tx) => loadJobDetails(tx, visibility, params.id, actor)),
  );

  registerCall(app, deps, getJobHistory, async ({ visibility, params, query, inTenant }) =>
    inTenant((tx) => jobHistory(tx, visibility, params.id, query)),
  );

  registerCall(app, deps, getJobCandidateCounts, async ({ visibility, body, inTenant }) =>
    inTenant((tx) => jobCandidateCounts(tx, visibility, body.jobIds, body.statuses)),
  );

  /** Streams the rows the request's filters and sort select, from (pageNumber - 1) * pageSize, at most pageSize of them. */
  registerCall(app, deps, exportJobList, async ({ ctx, visibility, query, body, inTenant, log }) =>
    streamTableExport<JobRow>(inTenant, log, {
      report: 'JobList',
      format: query.format,
      columns: jobExportColumns({
        localRates: ctx.flags.localRates,
        jobType: ctx.flags.displayPrnJobType,
        lastModified: ctx.flags.jobLastModified,
      }),
      query: jobPageQuery(jobListConditions(body.options, visibility), body, body.pageSize, pageOffset(body), false),
    }),
  );
};

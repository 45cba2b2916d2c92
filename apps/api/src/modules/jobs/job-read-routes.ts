import type { FastifyInstance } from 'fastify';
import { exportJobList, getJobCandidateCounts, getJobFilterOptions, getJobs, getJobStatusesByUser } from '@portal/domain/api/job-list';
import { getJobApprovers, getJobApproversByJob, getJobDetails, getJobTitlesAndShifts, getUnitDetailsForHospital } from '@portal/domain/api/jobs';
import { JOB_POSTING_STATUSES } from '@portal/domain/deals/statuses';
import type { AppDeps } from '../../app-deps';
import type { ContextNetwork, RequestContext } from '../../context/request-context';
import { streamTableExport } from '../../exports/stream-export';
import { registerCall } from '../../plugins/register-call';
import { jobCandidateCounts } from './job-candidate-counts';
import { loadJobDetails } from './job-details';
import { jobExportColumns } from './job-export-columns';
import { jobFilterCounts } from './job-filter-counts';
import { loadHospitalApprovers, loadHospitalUnits, loadJobApprovers, loadJobFormLookups } from './job-form-options';
import { jobListPage, jobPageQuery } from './job-list-page';
import { jobListScope, type JobListSubject } from './job-list-scope';
import type { JobRow } from './job-rows';

/** Where the caller may look: their network's hospitals they see (the request context's `hospitalIds`). */
const subjectOf = (ctx: RequestContext, network: ContextNetwork): JobListSubject => ({
  networkId: network.id,
  hospitalIds: ctx.hospitalIds,
  seesEveryHospital: ctx.user.type.allHospitals,
});

export const registerJobReadRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getJobs, async ({ ctx, network, body, inTenant }) =>
    inTenant((tx) => jobListPage(tx, jobListScope(body.options, subjectOf(ctx, network)), body, ctx.flags)),
  );

  registerCall(app, deps, getJobFilterOptions, async ({ ctx, network, body, inTenant }) => {
    const subject = subjectOf(ctx, network);
    return inTenant((tx) => jobFilterCounts(tx, jobListScope(body.options, subject), subject));
  });

  registerCall(app, deps, getJobStatusesByUser, async () => JOB_POSTING_STATUSES.map((value) => ({ value, label: value })));

  registerCall(app, deps, getJobTitlesAndShifts, async () => loadJobFormLookups(deps.db));

  registerCall(app, deps, getUnitDetailsForHospital, async ({ ctx, network, query, inTenant }) =>
    inTenant((tx) => loadHospitalUnits(tx, subjectOf(ctx, network), query.hospitalId)),
  );

  registerCall(app, deps, getJobApprovers, async ({ ctx, network, query, inTenant }) =>
    inTenant((tx) => loadHospitalApprovers(tx, subjectOf(ctx, network), query.hospitalId, ctx.user.id)),
  );

  registerCall(app, deps, getJobApproversByJob, async ({ ctx, network, query, inTenant }) =>
    inTenant((tx) => loadJobApprovers(tx, subjectOf(ctx, network), query.externalId)),
  );

  registerCall(app, deps, getJobDetails, async ({ ctx, network, params, inTenant }) =>
    inTenant((tx) => loadJobDetails(tx, subjectOf(ctx, network), params.id, ctx)),
  );

  registerCall(app, deps, getJobCandidateCounts, async ({ ctx, network, body, inTenant }) =>
    inTenant((tx) => jobCandidateCounts(tx, subjectOf(ctx, network), body.jobIds, body.statuses)),
  );

  /** Streams the rows the request's filters and sort select, from (pageNumber - 1) * pageSize, at most pageSize of them. */
  registerCall(app, deps, exportJobList, async ({ ctx, network, query, body, inTenant, log }) =>
    streamTableExport<JobRow>(inTenant, log, {
      report: 'JobList',
      format: query.format,
      columns: jobExportColumns({
        localRates: ctx.flags.localRates,
        jobType: ctx.flags.displayPrnJobType,
        lastModified: ctx.flags.jobLastModified,
      }),
      query: jobPageQuery(jobListScope(body.options, subjectOf(ctx, network)), body, body.pageSize, (body.pageNumber - 1) * body.pageSize, false),
    }),
  );
};

import { callPath, callUrl } from '@portal/domain/api/call';
import { getJobs, JobListRequest } from '@portal/domain/api/job-list';
import { getJobDetails } from '@portal/domain/api/jobs';
import { actorOf } from '../../apps/api/src/context/actor';
import { visibilityOf } from '../../apps/api/src/context/visibility';
import { loadJobDetails } from '../../apps/api/src/modules/jobs/job-details';
import { jobListPage } from '../../apps/api/src/modules/jobs/job-list-page';
import { jobListConditions } from '../../apps/api/src/modules/jobs/job-list-conditions';
import type { Fixtures } from './database';
import { adminContext, callApi, DETAILS_OVERHEAD_BUDGET_MS, type Scenario } from './scenarios';

/**
 * The job issue's budget for the list and details at the large seed. It sets no ratio to the raw
 * SQL: these statements take a few milliseconds, so the ratio would measure the fixed cost of a
 * request (context, transaction, HTTP), not the job queries; their SQL time is reported beside.
 */
const JOB_P95_BUDGET_MS = 50;

/**
 * The job postings page as it opens (page 1 of 24, Active and Pending Review, Newly Added), the
 * same sorted by job title, and details opened by Job # as the list links them. Each handler is
 * the body of its route's handler over the request as the route's schema parses it.
 */
export const jobScenarios = (f: Fixtures): Scenario[] => {
  const viewer = adminContext(f);
  const visibility = visibilityOf(viewer, f.networkId);
  const list = (name: string, body: JobListRequest): Scenario => {
    const parsed = JobListRequest.parse(body);
    return {
      name,
      send: (api) => callApi(api, 'POST', callPath(getJobs), body),
      handler: () => (tx) => jobListPage(tx, jobListConditions(parsed.options, visibility), parsed, viewer.flags),
      p95BudgetMs: JOB_P95_BUDGET_MS,
    };
  };
  const jobNumber = (n: number) => {
    const id = f.jobNumbers[n % f.jobNumbers.length];
    if (id === undefined) throw new Error(`Network ${f.networkId} has no job postings to open; seed the large data set first.`);
    return id;
  };

  return [
    list('job list page 1 (Active, Pending Review)', { pageNumber: 1, pageSize: 24, sortBy: 'createddate', sortOrder: 'desc' }),
    list('job list page 1, by job title', { pageNumber: 1, pageSize: 24, sortBy: 'jobtitle', sortOrder: 'asce' }),
    {
      name: `job details (${f.jobNumbers.length} Job #s in turn)`,
      send: (api, n) => callApi(api, 'GET', callUrl(getJobDetails, { id: jobNumber(n) })),
      handler: (run) => (tx) => loadJobDetails(tx, visibility, jobNumber(run), actorOf(viewer, f.networkId)),
      p95BudgetMs: JOB_P95_BUDGET_MS,
      maxOverheadMs: DETAILS_OVERHEAD_BUDGET_MS,
    },
  ];
};

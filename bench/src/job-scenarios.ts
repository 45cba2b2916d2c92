import { FEATURE_FLAGS } from '@portal/domain/access/feature-flags';
import { isPrivilege } from '@portal/domain/access/privileges';
import { userTypeByName } from '@portal/domain/access/user-types';
import { callPath, callUrl } from '@portal/domain/api/call';
import { getJobs, JobListRequest } from '@portal/domain/api/job-list';
import { getJobDetails } from '@portal/domain/api/jobs';
import { loadJobDetails, type JobViewer } from '../../apps/api/src/modules/jobs/job-details';
import { jobListPage } from '../../apps/api/src/modules/jobs/job-list-page';
import { jobListScope, type JobListSubject } from '../../apps/api/src/modules/jobs/job-list-scope';
import type { Fixtures } from './database';
import { callApi, type Scenario } from './scenarios';

/**
 * The job issue's budget for the list and details at the large seed. It sets no ratio to the raw
 * SQL: these statements take a few milliseconds, so the ratio would measure the fixed cost of a
 * request (context, transaction, HTTP), not the job queries; their SQL time is reported beside.
 */
const JOB_P95_BUDGET_MS = 50;

/**
 * The admin as the job routes see them (apps/api/src/modules/jobs/job-read-routes.ts): their
 * network's hospitals, their user type, privileges and the default flags.
 */
const viewerOf = (f: Fixtures): JobListSubject & JobViewer => {
  const type = userTypeByName(f.admin.userType);
  return {
    networkId: f.networkId,
    hospitalIds: f.hospitalIds,
    seesEveryHospital: type?.allHospitals ?? false,
    user: { id: f.admin.id },
    userType: type?.name,
    privileges: f.admin.privileges.filter(isPrivilege),
    flags: FEATURE_FLAGS,
  };
};

/**
 * The job postings page as it opens (page 1 of 24, Active and Pending Review, Newly Added), the
 * same sorted by job title, and details opened by Job # as the list links them. Each handler is
 * the body of its route's handler over the request as the route's schema parses it.
 */
export const jobScenarios = (f: Fixtures): Scenario[] => {
  const viewer = viewerOf(f);
  const list = (name: string, body: JobListRequest): Scenario => {
    const parsed = JobListRequest.parse(body);
    return {
      name,
      send: (api) => callApi(api, 'POST', callPath(getJobs), body),
      handler: () => (tx) => jobListPage(tx, jobListScope(parsed.options, viewer), parsed, viewer.flags),
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
      handler: (run) => (tx) => loadJobDetails(tx, viewer, jobNumber(run), viewer),
      p95BudgetMs: JOB_P95_BUDGET_MS,
    },
  ];
};

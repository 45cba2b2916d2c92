import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { expect, type Browser, type Page } from '@playwright/test';
import { callPath } from '@portal/domain/api/call';
import { createApiKey, submitIntegrationCandidate, type CreateApiKeyResponse, type SubmitCandidateResponse } from '@portal/domain/api/integration';
import { getJobs, type JobListResponse } from '@portal/domain/api/job-list';
import { getUserNetwork, type UserNetworkResponse } from '@portal/domain/api/platform';
import { JobDrawer, type CreatedJob, type NewJob } from '../../pages/job-drawer';
import { DEMO, type DemoAccount } from '../../support/demo-accounts';
import { callAsPage } from '../../support/portal-api';
import { signIn } from '../../support/sign-in';

/**
 * What the specs of the 'embedded' project share. They run against a server of their own, on the
 * embedded PGlite with the demo seed, that no other project touches; each test makes what it decides
 * (a job, a user, a candidate), so the tests run in any order, side by side, and again on a retry.
 */

/** The last names of the candidates these specs submit: My decisions' test leaves them to their own tests. */
export const FRESH_LAST_NAME = 'Embedded';

/** The directory scripts/serve.mjs gives the PGlite of the server on `port` (scripts/e2e-resources.mjs). */
export const pgliteDirectories = (port: string) => readdirSync(tmpdir()).filter((entry) => entry.startsWith(`portal-e2e-${port}-`));

const START_DATE = `05/04/${new Date().getFullYear() + 1}`;

/** A job at Northwind's 1-step hospital: Pending Review once added. */
export const ONE_STEP_JOB: NewJob = {
  hospital: 'Northwind Eastside Medical Center',
  unit: 'Med/Surg — Medical Surgical',
  title: 'RN - Med/Surg',
  positions: '2',
  reason: 'Vacation Coverage',
  shift: 'Nights',
  shiftLength: '12 Hours',
  startDate: START_DATE,
};

/** A job at the 2-step hospital naming `approver` (Morgan Patel, Elliot Vance or Priya Raman): Pending Approval. */
export const twoStepJob = (approver: string): NewJob => ({
  hospital: 'Northwind General Hospital (2-Step)',
  unit: 'ICU — Critical Care',
  title: 'RN - ICU',
  positions: '1',
  reason: 'Staff Vacancy',
  shift: 'Days',
  shiftLength: '12 Hours',
  startDate: START_DATE,
  approver,
});

/** Adds a job from the Jobs page the user is on. */
export const addJob = async (page: Page, job: NewJob): Promise<CreatedJob> => {
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  const drawers = new JobDrawer(page);
  await expect(drawers.add().getByText('Fill out the form to add job posting.')).toBeVisible();
  await drawers.fill(job);
  return drawers.submitNew();
};

/** Adds a job as `account`, signed in in a browser of its own. */
export const addJobAs = async (browser: Browser, baseURL: string | undefined, account: DemoAccount, job: NewJob): Promise<CreatedJob> => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, account, '/jobs');
    return await addJob(page, job);
  } finally {
    await context.close();
  }
};

export interface FreshCandidate {
  id: string;
  name: string;
}

/**
 * A candidate Ready for Review that no one has decided: the provider submits it through the
 * integration API (docs/api.md) to an active job the signed-in `reviewer` (a Northwind user) sees,
 * with a key the MSP Admin makes, signed in in a browser of its own.
 */
export const submitFreshCandidate = async (browser: Browser, baseURL: string | undefined, reviewer: Page, reviewerEmail: string): Promise<FreshCandidate> => {
  const network = (await callAsPage<UserNetworkResponse>(reviewer, getUserNetwork)).body;
  const jobs = (await callAsPage<JobListResponse>(reviewer, getJobs, { query: { email: reviewerEmail }, body: { pageSize: 100 } })).body;
  const job = jobs.jobs.find((j) => j.postingStatus === 'Active');
  expect(job, 'an active job the reviewer sees').toBeDefined();

  const context = await browser.newContext({ baseURL });
  try {
    const msp = await context.newPage();
    await signIn(msp, DEMO.mspAdmin, '/internal-user-network-selection');
    const key = await callAsPage<CreateApiKeyResponse>(msp, createApiKey, {
      body: { name: 'Embedded e2e ATS' },
      headers: { 'hospital-network-id': network.hospitalNetworkId },
    });
    expect(key.status).toBe(201);
    const lastName = `${FRESH_LAST_NAME}${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`;
    const submitted = await reviewer.request.post(callPath(submitIntegrationCandidate), {
      headers: { 'x-api-key': key.body.key },
      data: {
        externalId: `embedded-${lastName}`,
        jobId: job!.externalId,
        clinician: { externalId: `embedded-clinician-${lastName}`, firstName: 'Ada', lastName, email: `ada.${lastName}@clinicians.test`.toLowerCase() },
      },
    });
    expect(submitted.status()).toBe(201);
    const { dealId } = (await submitted.json()) as SubmitCandidateResponse;
    return { id: dealId, name: `Ada ${lastName}` };
  } finally {
    await context.close();
  }
};

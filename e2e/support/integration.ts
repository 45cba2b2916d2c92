import { expect, type Browser, type Page } from '@playwright/test';
import { callPath, callUrl } from '@portal/domain/api/call';
import { getIntegrationEvents, type IntegrationEvent, type IntegrationEventsResponse } from '@portal/domain/api/integration-events';
import { createApiKey, submitIntegrationCandidate, type CreateApiKeyResponse, type SubmitCandidateResponse } from '@portal/domain/api/integration';
import { getJobs, type JobListResponse } from '@portal/domain/api/job-list';
import { getUserNetwork, type UserNetworkResponse } from '@portal/domain/api/platform';
import { DEMO, type DemoAccount } from './demo-accounts';
import { callAsPage } from './portal-api';
import { openSignedIn, type OpenAs } from './signed-in';
import { followJobUnit } from './unit-coverage';

/** The provider's integration key (docs/api.md) for a network, made by the MSP Admin in a browser of its own. */
export const providerKey = async (browser: Browser, baseURL: string | undefined, networkId: string, open: OpenAs = openSignedIn): Promise<string> => {
  const context = await browser.newContext({ baseURL });
  try {
    const mspPage = await context.newPage();
    await open(mspPage, DEMO.mspAdmin, '/internal-user-network-selection');
    const created = await callAsPage<CreateApiKeyResponse>(mspPage, createApiKey, {
      // Each test its own key.
      body: { name: `E2E provider ATS ${Date.now()}` },
      headers: { 'hospital-network-id': networkId },
    });
    expect(created.status).toBe(201);
    return created.body.key;
  } finally {
    await context.close();
  }
};

export interface ProviderClinician {
  /** The provider's id of the clinician: the portal knows a clinician again by it. */
  externalId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The provider submits `clinician` as a candidate for the job, with its key, under its submission id `externalId`. */
export const submitClinician = async (page: Page, key: string, jobExternalId: string, clinician: ProviderClinician, externalId: string): Promise<SubmitCandidateResponse> => {
  const submitted = await page.request.post(callPath(submitIntegrationCandidate), {
    headers: { 'x-api-key': key },
    data: { externalId, jobId: jobExternalId, clinician },
  });
  expect(submitted.status()).toBe(201);
  return (await submitted.json()) as SubmitCandidateResponse;
};

/** The provider submits a new clinician, Ada <lastName>, as a candidate for the job, with its key. */
export const submitCandidate = (page: Page, key: string, jobExternalId: string, lastName: string): Promise<SubmitCandidateResponse> =>
  submitClinician(page, key, jobExternalId, { externalId: `e2e-clinician-${lastName}`, firstName: 'Ada', lastName, email: `ada.${lastName}@clinicians.test`.toLowerCase() }, `e2e-${lastName}`);

/** The events feed of the key's network, every page, oldest first (docs/api.md). */
export const providerEvents = async (page: Page, key: string): Promise<IntegrationEvent[]> => {
  const events: IntegrationEvent[] = [];
  for (let after = 0; ; ) {
    const res = await page.request.get(callUrl(getIntegrationEvents, undefined, { after, limit: 100 }), { headers: { 'x-api-key': key } });
    expect(res.status()).toBe(200);
    const page_ = (await res.json()) as IntegrationEventsResponse;
    events.push(...page_.events);
    if (page_.events.length < 100) return events;
    after = page_.nextAfter;
  }
};

export interface SubmittedCandidate {
  /** The candidate's deal id, its details' address. */
  id: string;
  name: string;
}

/**
 * A candidate Ready for Review that no one has decided: the provider submits Ada <lastName> to an
 * active job the signed-in `reviewer` page's `account` sees (and now follows the unit of), with a key the MSP Admin makes.
 */
export const submitReadyCandidate = async (
  browser: Browser,
  baseURL: string | undefined,
  reviewer: Page,
  account: DemoAccount,
  lastName: string,
  open: OpenAs = openSignedIn,
): Promise<SubmittedCandidate> => {
  const network = (await callAsPage<UserNetworkResponse>(reviewer, getUserNetwork)).body;
  const jobs = await callAsPage<JobListResponse>(reviewer, getJobs, { query: { email: account.email }, body: { pageSize: 100 } });
  const job = jobs.body.jobs.find((j) => j.postingStatus === 'Active');
  expect(job, 'an active job the reviewer sees').toBeDefined();
  // The reviewer covers the job's unit, so the candidate reaches their bell (docs/decisions/0130).
  await followJobUnit(reviewer, job!);
  const key = await providerKey(browser, baseURL, network.hospitalNetworkId, open);
  const { dealId } = await submitCandidate(reviewer, key, job!.externalId, lastName);
  return { id: dealId, name: `Ada ${lastName}` };
};

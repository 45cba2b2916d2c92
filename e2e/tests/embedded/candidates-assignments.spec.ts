import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { getAssignedList, type AssignmentListResponse } from '@portal/domain/api/assigned';
import { getAssignedDetails, type AssignmentDetailsResponse } from '@portal/domain/api/assignment-details';
import { AssignedPage } from '../../pages/assigned-page';
import { CandidateInterview } from '../../pages/candidate-interview';
import { CandidatesPage } from '../../pages/candidates-page';
import { HistoryPanel } from '../../pages/history-panel';
import { DEMO } from '../../support/demo-accounts';
import { submitReadyCandidate } from '../../support/integration';
import { callAsPage } from '../../support/portal-api';
import { expectReady } from '../../support/ready';
import { signIn } from '../../support/sign-in';
import { freshLastName } from './embedded-helpers';

/** Candidate decisions and an assignment's writes on the embedded PGlite; /api/ready after each. */

/** The General User, signed in, on the details of a candidate Ready for Review the provider just submitted. */
const openFreshCandidate = async ({ page, browser, request, baseURL }: { page: Page; browser: Browser; request: APIRequestContext; baseURL: string | undefined }) => {
  await signIn(page, DEMO.general, '/candidates');
  const candidate = await submitReadyCandidate(browser, baseURL, page, DEMO.general, freshLastName(), signIn);
  await expectReady(request, baseURL);
  const candidates = new CandidatesPage(page);
  await candidates.openDetails(candidate.id, candidate.name);
  return candidates;
};

test('a fresh candidate is offered from its details', async ({ page, browser, request, baseURL }) => {
  test.slow();
  const candidates = await openFreshCandidate({ page, browser, request, baseURL });
  await expect(candidates.statusBadge('Ready for Review')).toBeVisible();
  await candidates.extendTheOffer();
  await expect(page.getByText('Offer has been submitted.')).toBeVisible();
  await expectReady(request, baseURL);
  await expect(candidates.statusBadge('Offer Pending')).toBeVisible();
  await expect(candidates.extendOffer()).toBeHidden();
  await expect(new HistoryPanel(page).entry('Offered by Morgan Patel')).toBeVisible();
});

test('a fresh candidate is declined with a reason', async ({ page, browser, request, baseURL }) => {
  test.slow();
  const candidates = await openFreshCandidate({ page, browser, request, baseURL });
  await candidates.decline().click();
  await candidates.declineDialog().getByRole('combobox', { name: /^Reason/ }).click();
  const reason = (await page.getByRole('option').first().textContent()) ?? '';
  await page.keyboard.press('Escape');
  await candidates.declineWith(reason);
  await expect(page.getByText('Offer has been declined.')).toBeVisible();
  await expectReady(request, baseURL);
  await expect(candidates.statusBadge('Declined Pending')).toBeVisible();
  await expect(candidates.section('Candidate Details')).toContainText(reason);
});

/** An assignment On Assignment with no extension requested yet, found with the admin's own calls. */
const findAssignmentToExtend = async (page: Page) => {
  const list = await callAsPage<AssignmentListResponse>(page, getAssignedList, {
    query: { email: DEMO.admin.email },
    body: { pageSize: 50, options: { statuses: ['On Assignment'] } },
  });
  // From the end of the list: the start of it is what a person sees first.
  for (const item of list.body.data.toReversed()) {
    const details = await callAsPage<AssignmentDetailsResponse>(page, getAssignedDetails, { params: { id: item.dealId } });
    if (!details.body.currentAssignment.isExtensionRequested) return { id: item.dealId, name: `${item.travelerFirstName} ${item.travelerLastName}` };
  }
  throw new Error('no assignment without an extension request');
};

test("an assignment's extension is requested and its unit manager, notes and reference id are saved", async ({ page, request, baseURL }) => {
  test.slow();
  await signIn(page, DEMO.admin, '/assigned');
  const assignment = await findAssignmentToExtend(page);
  await page.goto(`/assigned/${assignment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: assignment.name })).toBeVisible();

  const assigned = new AssignedPage(page);
  await assigned.fillExtensionRequest(assignment.name, 'Vacation Coverage', '12 Hours');
  await assigned.extensionDrawer().getByRole('button', { name: 'Request' }).click();
  await expect(page.getByText('Your extension request has been submitted.')).toBeVisible();
  await expectReady(request, baseURL);
  await expect(page.getByRole('button', { name: 'Request Extension' })).toBeHidden();
  await expect(new HistoryPanel(page).entry(/extension/i)).toBeVisible();

  const manager = `Dana Embedded ${Date.now().toString(36)}`;
  const managerField = page.getByRole('combobox', { name: 'Unit Manager' });
  await managerField.fill(manager);
  await page.getByRole('option', { name: `Add "${manager}"` }).click();
  await page.getByRole('button', { name: 'Save Unit Manager' }).click();
  await expect(page.getByText('Unit Manager has been updated.')).toBeVisible();
  await expectReady(request, baseURL);

  const note = `Checked on the embedded database ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Notes' }).fill(note);
  await page.getByRole('button', { name: 'Save Notes' }).click();
  await expect(page.getByText('Notes have been updated.')).toBeVisible();
  await expectReady(request, baseURL);

  const referenceId = `EMB-${Date.now().toString(36)}`.slice(0, 12);
  await page.getByRole('textbox', { name: 'Reference ID' }).fill(referenceId);
  await page.getByRole('button', { name: 'Save Reference ID' }).click();
  await expect(page.getByText('Reference ID has been updated.')).toBeVisible();
  await expectReady(request, baseURL);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: assignment.name })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Unit Manager' })).toHaveValue(manager);
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(note);
  await expect(page.getByRole('textbox', { name: 'Reference ID' })).toHaveValue(referenceId);
  await expect(page.getByRole('button', { name: 'Request Extension' })).toBeHidden();
});

test('a fresh candidate gets an interview requested, then cancelled', async ({ page, browser, request, baseURL }) => {
  test.slow();
  const candidates = await openFreshCandidate({ page, browser, request, baseURL });
  const interview = new CandidateInterview(page);
  await interview.openRequest();
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await interview.fillRequest('https://meet.example.test/embedded', [`${inThreeDays}T10:00`]);
  await interview.submitRequest();
  await expectReady(request, baseURL);
  await expect(candidates.statusBadge('Interview Requested')).toBeVisible();
  await interview.cancelWith('Filled internally');
  await expectReady(request, baseURL);
  await expect(candidates.statusBadge('Ready for Review')).toBeVisible();
  await expect(new HistoryPanel(page).entry('Interview cancelled by Morgan Patel')).toBeVisible();
});

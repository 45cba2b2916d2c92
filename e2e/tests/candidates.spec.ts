import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { CandidatesPage } from '../pages/candidates-page';
import { measureConsistently } from '../support/consistent';
import { DEMO } from '../support/demo-accounts';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';
import { SEEDED_CANDIDATES } from '../support/seeded-candidates';

/**
 * The candidate screens as people use them, none of which changes a candidate (offers and declines
 * are in candidate-decisions.spec.ts and my-decisions.spec.ts, which may run meanwhile: the overdue count
 * is read again when one of them changed it). Northwind's demo
 * candidates come from the deterministic demo seed.
 */
const { documents: WITH_DOCUMENTS } = SEEDED_CANDIDATES;

test('general@northwind.test filters, searches and opens a candidate; list and details pass axe at 1280 and 390 px', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.general, '/candidates');
  const candidates = new CandidatesPage(page);
  await candidates.expectLoaded();
  await expect(candidates.status()).toContainText('Ready for Review');
  await expect(candidates.cards().first()).toBeVisible();
  await checkScreen(page, 'candidates-list');

  const hospital = await candidates.applyFirstOption('Hospital');
  await expect(candidates.chips()).toContainText(`Hospital: ${hospital}`);
  await candidates.chips().getByRole('button', { name: 'Clear All' }).click();
  await expect(candidates.chips()).toBeHidden();

  await candidates.search(WITH_DOCUMENTS.lastName);
  await expect(candidates.card(WITH_DOCUMENTS.name)).toBeVisible();
  await candidates.card(WITH_DOCUMENTS.name).click();
  await candidates.expectDetails(WITH_DOCUMENTS.name);
  await expect(page).toHaveURL(`/candidates/${WITH_DOCUMENTS.id}`);
  await expect(candidates.section('Job').getByRole('link').first()).toHaveAttribute('href', /^\/jobs\/CPT/);
  await expect(candidates.section('History')).toContainText('Submitted');
  await expect(candidates.section('Documents').getByRole('button', { name: /^Download / }).first()).toBeVisible();
  await checkScreen(page, 'candidate-details');
});

test('the list as a table, and its CSV export', async ({ page }) => {
  await openSignedIn(page, DEMO.general, '/candidates');
  const candidates = new CandidatesPage(page);
  await candidates.expectLoaded();
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(candidates.table()).toBeVisible();
  await expect(candidates.table().getByRole('columnheader', { name: 'Review Clock' })).toBeVisible();
  await checkScreen(page, 'candidates-table');
  const csv = (await candidates.download('CSV')).toString('utf8');
  expect(csv.split(/\r?\n/)[0]).toMatch(/Name|First Name/);
});

test('a candidate document downloads as its PDF, several as one ZIP', async ({ page }) => {
  await openSignedIn(page, DEMO.general, `/candidates/${WITH_DOCUMENTS.id}`);
  const candidates = new CandidatesPage(page);
  await candidates.expectDetails(WITH_DOCUMENTS.name);
  await expect(candidates.section('Documents').getByRole('checkbox').first()).toBeVisible();
  const names = await candidates.section('Documents').getByRole('checkbox', { name: /^Select / }).evaluateAll((boxes) =>
    boxes.filter((box) => !(box as HTMLInputElement).disabled).map((box) => (box.getAttribute('aria-label') ?? '').replace(/^Select /, '')),
  );
  expect(names.length).toBeGreaterThanOrEqual(2);

  const single = await candidates.downloadDocument(names[0]!);
  expect(single.name).toMatch(/\.pdf$/);
  expect(single.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const archive = await candidates.downloadSelected(names.slice(0, 2));
  expect(archive.name).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(archive.bytes);
  expect(Object.keys(zip.files)).toHaveLength(2);
});

test('Finance sees the candidates but no documents and cannot decide', async ({ page }) => {
  await openSignedIn(page, DEMO.finance, '/candidates');
  const candidates = new CandidatesPage(page);
  await candidates.expectLoaded();
  await expect(candidates.cards().first()).toBeVisible();
  await candidates.openDetails(WITH_DOCUMENTS.id, WITH_DOCUMENTS.name);
  await expect(candidates.section('Profile')).toBeVisible();
  await expect(candidates.section('Documents')).toBeHidden();
  await expect(candidates.extendOffer()).toBeHidden();
});

test('Human Resources sees the documents but cannot decide', async ({ page }) => {
  await openSignedIn(page, DEMO.hr, `/candidates/${WITH_DOCUMENTS.id}`);
  const candidates = new CandidatesPage(page);
  await candidates.expectDetails(WITH_DOCUMENTS.name);
  await expect(candidates.section('Documents')).toBeVisible();
  await expect(candidates.extendOffer()).toBeHidden();
  await expect(candidates.decline()).toBeHidden();
});

test('the review clock marks an overdue candidate, first when sorted by review-by, and the dashboard counts the overdue', async ({ page }) => {
  await openSignedIn(page, DEMO.general, '/candidates');
  const candidates = new CandidatesPage(page);
  await candidates.expectLoaded();
  await candidates.sortBy('Review By (Soonest First)');
  const first = candidates.cards().first();
  await expect(first.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(first.getByText(/^Waiting \d+ days?/)).toBeVisible();
  await expect(first.getByText(/^Review by \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();

  // The dashboard's Candidates to Review card says how many of them are overdue, and opens exactly those.
  // Other tests decide candidates meanwhile: when one did between the two readings, both are read again.
  await measureConsistently(async () => {
    await page.goto('/');
    const overdue = page.getByRole('link', { name: /^[1-9][\d,]* overdue$/ });
    const count = Number(((await overdue.textContent()) ?? '').replace(/\D/g, ''));
    await overdue.click();
    await candidates.expectLoaded();
    await expect(page.getByRole('switch', { name: 'Overdue only' })).toBeChecked();
    if (count > 24) await expect(page.getByText(new RegExp(`^Showing 1–24 of ${count}$`))).toBeVisible({ timeout: 5_000 });
    else await expect(candidates.cards()).toHaveCount(count, { timeout: 5_000 });
  });
  await expect(candidates.cards().first().getByText('Overdue', { exact: true })).toBeVisible();
});

test("a malformed or unknown candidate id shows SPEC.md §8's candidate message", async ({ page }) => {
  await openSignedIn(page, DEMO.general, '/candidates/not-a-guid');
  await expect(page.getByText("it appears that this candidate's status has changed")).toBeVisible();
  await page.goto('/candidates/00000000-0000-4000-8000-00000000beef');
  await expect(page.getByText("it appears that this candidate's status has changed")).toBeVisible();
});

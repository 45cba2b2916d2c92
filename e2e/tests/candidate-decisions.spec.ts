import { expect, test } from '@playwright/test';
import { CandidatesPage } from '../pages/candidates-page';
import { DEMO } from '../support/demo-accounts';
import { layoutSettled } from '../support/screens';
import { openSignedIn } from '../support/signed-in';
import { SEEDED_CANDIDATES } from '../support/seeded-candidates';

/**
 * Offers and declines in the shared demo network: each test decides its own seeded candidate, which
 * no other spec uses (support/seeded-candidates.ts).
 */
const { offer: TO_OFFER, decline: TO_DECLINE, race: RACED, mobileOffer: TO_OFFER_FROM_PHONE } = SEEDED_CANDIDATES;

test("extend an offer: the prompt, the toast, and 'Offer Pending'", async ({ page }) => {
  await openSignedIn(page, DEMO.general, `/candidates/${TO_OFFER.id}`);
  const candidates = new CandidatesPage(page);
  await candidates.expectDetails(TO_OFFER.name);
  await candidates.extendTheOffer();
  await expect(page.getByText('Offer has been submitted.')).toBeVisible();
  await expect(candidates.statusBadge('Offer Pending')).toBeVisible();
  await expect(candidates.extendOffer()).toBeHidden();
  await expect(candidates.section('History')).toContainText('Offered by');
});

test("an offer made on a phone reads 'Candidate approved, processing offer' there and on a desktop (SPEC.md §4)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, DEMO.general, `/candidates/${TO_OFFER_FROM_PHONE.id}`);
  const candidates = new CandidatesPage(page);
  await candidates.expectDetails(TO_OFFER_FROM_PHONE.name);
  await candidates.extendTheOffer();
  await expect(page.getByText('Offer has been submitted.')).toBeVisible();
  await expect(candidates.statusBadge('Candidate approved, processing offer')).toBeVisible();

  await page.goto(`/candidates?status=Offered&q=${encodeURIComponent(TO_OFFER_FROM_PHONE.name)}`);
  await candidates.expectLoaded();
  const card = candidates.card(TO_OFFER_FROM_PHONE.name);
  await expect(card).toContainText('Candidate approved, processing offer');
  // The long label sits beneath the name, which keeps its width.
  const name = card.getByRole('heading', { level: 2, name: TO_OFFER_FROM_PHONE.name });
  expect((await name.boundingBox())!.height).toBeLessThan(40);

  // The offer keeps its channel wherever it is looked at: a desktop's table says the same.
  await page.setViewportSize({ width: 1280, height: 800 });
  await layoutSettled(page, 1280);
  expect((await name.boundingBox())!.height).toBeLessThan(40);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(candidates.table().getByRole('row', { name: new RegExp(TO_OFFER_FROM_PHONE.name) })).toContainText(
    'Candidate approved, processing offer',
  );
});

test('decline on a phone: the dialog names the candidate, an empty reason is refused, then the toast and the reason', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, DEMO.general, `/candidates/${TO_DECLINE.id}`);
  const candidates = new CandidatesPage(page);
  await candidates.expectDetails(TO_DECLINE.name);
  await candidates.declineWith(undefined);
  // The dialog covers the page's heading on a phone, so its own title says whom it declines.
  await expect(candidates.declineDialog()).toHaveAccessibleName(`Decline ${TO_DECLINE.name}`);
  await expect(candidates.declineDialog().getByRole('heading', { name: `Decline ${TO_DECLINE.name}` })).toBeVisible();
  await expect(candidates.declineDialog().getByText('This field is required')).toBeVisible();
  await candidates.declineDialog().getByRole('combobox', { name: /^Reason/ }).click();
  const reason = (await page.getByRole('option').first().textContent()) ?? '';
  await page.keyboard.press('Escape');
  await candidates.declineWith(reason);
  await expect(page.getByText('Offer has been declined.')).toBeVisible();
  await expect(candidates.statusBadge('Declined Pending')).toBeVisible();
  await expect(candidates.section('Candidate Details')).toContainText(reason);
});

test('two people decide the same candidate at once: one wins, the other sees the 409 message and the new status', async ({ browser, baseURL }) => {
  test.slow();
  const contexts = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  try {
    const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
    await openSignedIn(first!, DEMO.general, `/candidates/${RACED.id}`);
    await openSignedIn(second!, DEMO.admin, `/candidates/${RACED.id}`);
    const winner = new CandidatesPage(first!);
    const loser = new CandidatesPage(second!);
    await winner.expectDetails(RACED.name);
    await loser.expectDetails(RACED.name);
    await expect(loser.extendOffer()).toBeVisible();

    await winner.extendTheOffer();
    await expect(first!.getByText('Offer has been submitted.')).toBeVisible();

    // The second user still sees the candidate as it was and decides on that version.
    await loser.extendTheOffer();
    await expect(second!.getByText(/already decided|can no longer be offered/)).toBeVisible();
    await expect(loser.statusBadge('Offer Pending')).toBeVisible();
    await expect(loser.extendOffer()).toBeHidden();
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

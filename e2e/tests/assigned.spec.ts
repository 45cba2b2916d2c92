import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { AssignedPage } from '../pages/assigned-page';
import { measureConsistently } from '../support/consistent';
import { DEMO } from '../support/demo-accounts';
import { downloadFrom } from '../support/download';
import { checkScreen } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

/**
 * Seeded Northwind assignments (the demo seed is deterministic), each used by one test only so the
 * tests that write do not disturb one another: all On Assignment, on the older onboarding system
 * (so the Documents tab lists documents), without an extension request.
 */
const SEEDED = {
  documents: { id: '00000009-0001-4000-8000-000000000034', name: 'Aiden Adams' },
  extension: { id: '00000009-0001-4000-8000-00000000005e', name: 'Abigail Davis' },
  notes: { id: '00000009-0001-4000-8000-000000000049', name: 'Elena Adams' },
};

test('the Assigned list shows On Assignment by default, as cards and as a table', async ({ page }) => {
  // Two full-page screen checks of a long list at two widths.
  test.slow();
  await openSignedIn(page, DEMO.admin, '/assigned');
  const assigned = new AssignedPage(page);
  await assigned.expectLoaded();
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('On Assignment');
  await checkScreen(page, 'assigned-list');

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(assigned.table()).toBeVisible();
  await expect(assigned.table().getByRole('row')).toHaveCount(25);
  await checkScreen(page, 'assigned-table');
});

test('the Assigned list: page 2, a search, a drawer filter as a chip and Clear All', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/assigned');
  const assigned = new AssignedPage(page);
  await assigned.expectLoaded();

  const firstOfPage1 = await assigned.firstCardName();
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(assigned.cards().first()).not.toHaveAccessibleName(`Open ${firstOfPage1}`);

  await assigned.search('Adams');
  await expect(assigned.cards().first()).toHaveAccessibleName(/Adams$/);
  await expect(page.getByRole('link', { name: `Open ${SEEDED.documents.name}` })).toBeVisible();

  const option = await assigned.applyFirstOption('Unit');
  const unitName = option.replace(/\s*\(?\d+\)?\s*$/, '').trim();
  await expect(assigned.chips()).toContainText(`Unit: ${unitName}`);
  await assigned.chips().getByRole('button', { name: 'Clear All' }).click();
  await expect(assigned.chips()).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search by Name' })).toHaveValue('');
});

test('the export downloads exactly the rows the list shows, as CSV and as XLSX', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, '/assigned');
  const assigned = new AssignedPage(page);
  // Another test answering an extension offer changes the assignments meanwhile: count and files again.
  await measureConsistently(async () => {
    await page.reload();
    await assigned.expectLoaded();
    const total = await assigned.shownTotal();
    const name = await assigned.firstCardName();

    const csv = await assigned.downloadCsvLines();
    expect(csv[0]).toContain('Last Name,First Name');
    expect(csv).toHaveLength(total + 1);
    const [first, last] = name.split(' ');
    expect(csv.some((line) => line.startsWith(`${last},${first},`))).toBe(true);

    const sheet = await assigned.downloadWorksheet();
    expect(sheet.actualRowCount).toBe(total + 1);
    expect(sheet.getRow(1).getCell(1).text).toBe('Last Name');
  });
});

test('details show the Assignment, Documents and Profile tabs', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.admin, `/assigned/${SEEDED.documents.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED.documents.name })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Assignment details' });
  await expect(tabs.getByRole('tab')).toHaveText(['Assignment', 'Documents', 'Profile']);
  await expect(page.getByRole('heading', { name: 'Current Assignment' })).toBeVisible();
  await checkScreen(page, 'assigned-details');

  await tabs.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText('Years of Experience')).toBeVisible();
});

test("the Profile tab lists the traveller's protocol as a candidate's documents are, and one downloads", async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.admin, `/assigned/${SEEDED.documents.id}`);
  await page.getByRole('tablist', { name: 'Assignment details' }).getByRole('tab', { name: 'Profile' }).click();
  const protocol = page.getByRole('region', { name: 'Compliance Protocol' });
  await expect(protocol.getByRole('checkbox', { name: 'Select Criminal Background Check' })).toBeEnabled();
  await expect(protocol.getByRole('checkbox', { name: 'Select 10-Panel Drug Screen' })).toBeDisabled();
  await checkScreen(page, 'assigned-protocol');

  const single = await downloadFrom(page, () => protocol.getByRole('button', { name: 'Download Criminal Background Check' }).click());
  expect(single.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a document downloads alone and two download as one ZIP', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO.admin, `/assigned/${SEEDED.documents.id}`);
  await page.getByRole('tablist', { name: 'Assignment details' }).getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Collapse All' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select Criminal Background Check' })).toBeHidden();
  await page.getByRole('button', { name: 'Expand All' }).click();

  const single = await downloadFrom(page, () => page.getByRole('button', { name: 'Download Criminal Background Check' }).click());
  expect(single.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Your file has been downloaded successfully.').first()).toBeVisible();

  // A Pending document cannot be chosen (SPEC.md §4).
  await expect(page.getByRole('checkbox', { name: 'Select 10-Panel Drug Screen' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Select Criminal Background Check' }).check();
  await page.getByRole('checkbox', { name: 'Select OIG/SAM Exclusion Check' }).check();
  const footer = page.getByRole('complementary', { name: 'Selected documents' });
  await expect(footer).toBeVisible();
  const zip = await downloadFrom(page, () => footer.getByRole('button', { name: 'Download' }).click());
  await expect(page.getByText('Your file has been downloaded successfully.').first()).toBeVisible();
  const archive = await JSZip.loadAsync(zip.bytes);
  const entries = Object.values(archive.files).filter((entry) => !entry.dir);
  expect(entries).toHaveLength(2);
  expect((await entries[0]!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
  await checkScreen(page, 'assigned-documents');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a toast opens above the selection footer, whose Download stays clickable`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, DEMO.admin, `/assigned/${SEEDED.documents.id}`);
    await page.getByRole('tablist', { name: 'Assignment details' }).getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('checkbox', { name: 'Select OIG/SAM Exclusion Check' }).check();
    const footer = page.getByRole('complementary', { name: 'Selected documents' });
    await expect(footer).toBeVisible();
    await downloadFrom(page, () => page.getByRole('button', { name: 'Download Criminal Background Check' }).click());
    const toast = page.getByRole('alert').filter({ hasText: 'Your file has been downloaded successfully.' });
    await expect(toast).toBeVisible();
    // Once the toast has grown in, it ends above the footer's top edge.
    await expect.poll(async () => (await toast.boundingBox())!.y + (await toast.boundingBox())!.height).toBeLessThanOrEqual((await footer.boundingBox())!.y);
    const download = footer.getByRole('button', { name: 'Download' });
    const onTop = await download.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      const hit = document.elementFromPoint(x + width / 2, y + height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop).toBe(true);
    await expect(download).toBeInViewport();
  });
}

test('an extension is requested from the footer drawer; the footer is gone afterwards', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, `/assigned/${SEEDED.extension.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED.extension.name })).toBeVisible();
  const assigned = new AssignedPage(page);
  await assigned.fillExtensionRequest(SEEDED.extension.name, 'Vacation Coverage', '12 Hours');
  await checkScreen(page, 'extension-drawer');
  await assigned.extensionDrawer().getByRole('button', { name: 'Request' }).click();
  await expect(page.getByText('Your extension request has been submitted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Extension' })).toBeHidden();
  await expect(page.getByText('Vacation Coverage').or(page.getByText('Requested')).first()).toBeVisible();
});

test('a note is edited and kept', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, `/assigned/${SEEDED.notes.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED.notes.name })).toBeVisible();
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.fill('  Prefers the night shift; badge renewed.  ');
  await page.getByRole('button', { name: 'Save Notes' }).click();
  await expect(page.getByText('Notes have been updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Prefers the night shift; badge renewed.');
});

test('Finance sees the details without the Documents tab', async ({ page }) => {
  await openSignedIn(page, DEMO.finance, `/assigned/${SEEDED.documents.id}`);
  const tabs = page.getByRole('tablist', { name: 'Assignment details' });
  await expect(tabs.getByRole('tab')).toHaveText(['Assignment', 'Profile']);
});

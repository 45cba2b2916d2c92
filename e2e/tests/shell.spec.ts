import { expect, test, type Locator, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { DashboardPage } from '../pages/dashboard-page';
import { DEMO } from '../support/demo-accounts';
import { keepScreenshot, layoutSettled } from '../support/screens';
import { openSignedIn } from '../support/signed-in';

/** A seeded assignment of Northwind, On Assignment, with documents. */
const SEEDED_ASSIGNMENT = { id: '00000009-0001-4000-8000-000000000034', name: 'Aiden Adams' };
const SEEDED_JOB = 'CPT10002368';

const outlineOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), colour: style.outlineColor };
  });

const focused = (page: Page) => page.locator('*:focus');

/** Shots of a screen at desktop and phone size, to look at: e2e/artifacts/<name>-<width>.png. */
const shoot = async (page: Page, name: string) => {
  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await layoutSettled(page, width);
    await keepScreenshot(page, `${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

test('a signed-in page breaks no rule of the Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation(violation: string): Promise<void> }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    }),
  );
  await openSignedIn(page, DEMO.admin, '/assigned');
  await expect(page.getByRole('link', { name: /^Open / }).first()).toBeVisible();
  await page.goto(`/assigned/${SEEDED_ASSIGNMENT.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED_ASSIGNMENT.name })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a Tab press shows a 3 px ring in the primary colour; a mouse click shows none', async ({ page }) => {
  await openSignedIn(page, DEMO.admin);
  await new DashboardPage(page).expectLoaded();

  // The first stop is the skip link (a plain link), the next ones MUI buttons and links of the sidebar.
  for (let stop = 0; stop < 3; stop += 1) {
    await page.keyboard.press('Tab');
    const outline = await outlineOf(focused(page));
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    expect(outline.colour).toBe('rgb(11, 92, 171)');
  }
  await keepScreenshot(page, 'focus-ring-1280.png');

  const tile = new DashboardPage(page).linkedTiles().first();
  await tile.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect((await outlineOf(tile)).style).not.toBe('none');
  await keepScreenshot(tile, 'focus-ring-tile.png');

  const home = new AppShell(page).navigation().getByRole('link', { name: 'Home' });
  await home.click();
  await expect(home).toBeFocused();
  expect((await outlineOf(home)).style).toBe('none');
});

test('at 1280x800 the sidebar scrolls within itself and the Administration group is reachable above its footer', async ({ page }) => {
  await openSignedIn(page, DEMO.admin);
  const nav = new AppShell(page).navigation();
  const administration = nav.getByText('Administration', { exact: true });
  const userMaintenance = nav.getByRole('link', { name: 'User Maintenance' });
  await administration.scrollIntoViewIfNeeded();
  await userMaintenance.scrollIntoViewIfNeeded();
  await expect(userMaintenance).toBeInViewport();

  const footerTop = await page.getByRole('button', { name: /^Profile menu for / }).evaluate((node) => node.getBoundingClientRect().top);
  const box = await userMaintenance.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(footerTop);
  // What is drawn at the link's centre is the link, not the footer over it.
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '', {
    x: box!.x + box!.width / 2,
    y: box!.y + box!.height / 2,
  });
  expect(hit).toContain('User Maintenance');
  await keepScreenshot(page, 'sidebar-scrolled-1280.png');
  await userMaintenance.click();
  await expect(page).toHaveURL(/\/userMaintenance$/);
});

test('printing a details page prints its content without the sidebar, header and footers', async ({ page }) => {
  await openSignedIn(page, DEMO.admin, `/assigned/${SEEDED_ASSIGNMENT.id}`);
  const shell = new AppShell(page);
  await expect(page.getByRole('heading', { level: 1, name: SEEDED_ASSIGNMENT.name })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Request Extension' })).toBeVisible();
  await shoot(page, 'assignment-details');

  await page.emulateMedia({ media: 'print' });
  await expect(shell.navigation()).toBeHidden();
  await expect(shell.header()).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Request Extension' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: SEEDED_ASSIGNMENT.name })).toBeVisible();
  await keepScreenshot(page, 'assignment-details-print.png', { fullPage: true });

  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/jobs/${SEEDED_JOB}`);
  await expect(page.getByText(`Job # ${SEEDED_JOB}`)).toBeVisible();
  await shoot(page, 'job-details');
  await page.emulateMedia({ media: 'print' });
  await expect(shell.navigation()).toBeHidden();
  await expect(shell.header()).toBeHidden();
  await expect(page.getByText(`Job # ${SEEDED_JOB}`)).toBeVisible();
  await keepScreenshot(page, 'job-details-print.png', { fullPage: true });
});

test('the shell at desktop and phone size, with the navigation drawer open on the phone', async ({ page }) => {
  await openSignedIn(page, DEMO.admin);
  await new DashboardPage(page).expectLoaded();
  await shoot(page, 'shell-home');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = new AppShell(page).navigation();
  await nav.getByRole('link', { name: 'User Maintenance' }).scrollIntoViewIfNeeded();
  await expect(nav.getByRole('link', { name: 'User Maintenance' })).toBeInViewport();
  await keepScreenshot(page, 'shell-drawer-390.png');
});

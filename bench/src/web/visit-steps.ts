import type { Browser, Page } from '@playwright/test';
import { getAssignedList } from '@portal/domain/api/assigned';
import { callPath } from '@portal/domain/api/call';
import { mobileContextOptions } from './mobile-profile';

export const PAGE_TIMEOUT_MS = 60_000;
const PASSWORD = 'demo1234';
const ASSIGNED_LIST_PATH = callPath(getAssignedList);

export const signInForm = (page: Page) => page.getByRole('button', { name: 'Sign in' });

/**
 * Signs in through the provider's page, unthrottled, and returns the stored session (local storage) once
 * the profile page is drawn: a user who comes back has had a ready session, which leaves the app's hint
 * for the next start (apps/web/src/lib/session/session-hint.ts).
 */
export const signedInState = async (browser: Browser, baseUrl: string, email: string) => {
  const context = await browser.newContext(mobileContextOptions);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/profile`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await signInForm(page).click();
    await page.waitForURL(`${baseUrl}/profile`, { timeout: PAGE_TIMEOUT_MS });
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor({ timeout: PAGE_TIMEOUT_MS });
    return await context.storageState();
  } finally {
    await context.close();
  }
};

/**
 * Resolves when the Assigned list's answer has come. Waiting for it, rather than with a locator, keeps
 * Playwright's injected script (tens of milliseconds of main thread on the throttled CPU) out of the
 * time before the page's first paint.
 */
export const assignedListAnswered = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === ASSIGNED_LIST_PATH, { timeout: PAGE_TIMEOUT_MS });

/** /assigned (or its twin) is drawn: the network is idle (the list's answer has come) and a card is there. */
export const assignedDrawn = async (page: Page) => {
  await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
  await page.getByRole('link', { name: /^Open / }).first().waitFor({ timeout: PAGE_TIMEOUT_MS });
};

/** The page's Largest Contentful Paint, in ms since its navigation started. */
const largestContentfulPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );

/** The wall-clock time (ms since the epoch) of the current document's Largest Contentful Paint. */
export const largestContentfulPaintAt = async (page: Page) => {
  const [timeOrigin, lcp] = await Promise.all([page.evaluate(() => performance.timeOrigin), largestContentfulPaint(page)]);
  return timeOrigin + lcp;
};

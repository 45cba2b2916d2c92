import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { getAssignedList } from '@portal/domain/api/assigned';
import { callPath } from '@portal/domain/api/call';
import { mobileContextOptions, throttle } from './mobile-profile';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE_TIMEOUT_MS = 60_000;
const PASSWORD = 'demo1234';
const ASSIGNED_LIST_PATH = callPath(getAssignedList);

export interface VisitFigures {
  /** Largest Contentful Paint of /assigned, signed in, cold cache. */
  lcpMs: number;
  /** Encoded bytes (headers and bodies as sent) of every response of that visit. */
  transferredBytes: number;
  /** From opening /assigned signed out to the provider's sign-in form painted. */
  signInFormMs: number;
}

const signInForm = (page: Page) => page.getByRole('button', { name: 'Sign in' });

/**
 * Signs in through the provider's page, unthrottled, and returns the stored session (local storage) once
 * the profile page is drawn: a user who comes back has had a ready session, which leaves the app's hint
 * for the next start (apps/web/src/lib/session/session-hint.ts).
 */
const signedInState = async (browser: Browser, baseUrl: string, email: string) => {
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

/** Sums the encoded size of every response the page receives from now on. */
const countTransfer = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  return () => bytes;
};

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

/** A signed-in first visit of /assigned in a fresh context: nothing cached but the session. */
const assignedVisit = async (browser: Browser, baseUrl: string, email: string) => {
  const storageState = await signedInState(browser, baseUrl, email);
  const context = await browser.newContext({ ...mobileContextOptions, storageState });
  try {
    const page = await context.newPage();
    const transferred = await countTransfer(context, page);
    // A locator runs Playwright's injected script in the page, tens of milliseconds of main thread on
    // the throttled CPU: it waits until the list's answer has come and the network is idle, so it no
    // longer competes with the page for its first paint. The rows are then checked as before.
    const listAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === ASSIGNED_LIST_PATH, {
      timeout: PAGE_TIMEOUT_MS,
    });
    await page.goto(`${baseUrl}/assigned`, { timeout: PAGE_TIMEOUT_MS });
    await listAnswered;
    await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
    await page.getByRole('link', { name: /^Open / }).first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    return { lcpMs: await largestContentfulPaint(page), transferredBytes: transferred() };
  } finally {
    await context.close();
  }
};

/** Opening /assigned without a session, in a fresh context, until the sign-in form is painted. */
const signedOutVisit = async (browser: Browser, baseUrl: string) => {
  const context = await browser.newContext(mobileContextOptions);
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page));
    const opened = Date.now();
    await page.goto(`${baseUrl}/assigned`, { timeout: PAGE_TIMEOUT_MS });
    await signInForm(page).waitFor({ timeout: PAGE_TIMEOUT_MS });
    // The form's page is a second document: its first paint, on the wall clock, against when the first was asked for.
    const painted = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return paint ? performance.timeOrigin + paint.startTime : Date.now();
    });
    return painted - opened;
  } finally {
    await context.close();
  }
};

/** One run of each visit, each in its own fresh browser context. */
export const measureFirstVisits = async (baseUrl: string, email: string, runs: number): Promise<VisitFigures[]> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const figures: VisitFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const assigned = await assignedVisit(browser, baseUrl, email);
      figures.push({ ...assigned, signInFormMs: await signedOutVisit(browser, baseUrl) });
    }
    return figures;
  } finally {
    await browser.close();
  }
};

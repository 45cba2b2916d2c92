import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { cpuSlowdownFor, measureReferenceWorkMs } from './cpu-calibration';
import { NetworkLog } from './critical-chain';
import { mainThreadBusyMs, TRACE_CATEGORIES } from './main-thread';
import { mobileContextOptions, throttle } from './mobile-profile';
import { ASSIGNED_TWIN_PATH, SIGN_IN_TWIN_PATH } from './static-twins';
import { assignedDrawn, assignedListAnswered, largestContentfulPaintAt, PAGE_TIMEOUT_MS, signedInState, signInForm } from './visit-steps';

export interface VisitFigures {
  /** From asking for the address to the Largest Contentful Paint of the page it ends on, in ms. */
  lcpMs: number;
  /** Sequential round trips on the longest chain of requests answered before that paint (critical-chain.ts). */
  roundTrips: number;
  /** The renderers' main threads busy from the document's request to that paint, in ms (main-thread.ts). */
  mainThreadMs: number;
  /** Encoded bytes (headers and bodies as sent) of every response of the visit. */
  transferredBytes: number;
}

/** One round: each first visit beside its static twin (static-twins.ts). */
export interface FirstVisitRound {
  /** How many times the round's CPU was slowed down to the phone's speed (cpu-calibration.ts). */
  cpuSlowdown: number;
  assigned: VisitFigures;
  assignedTwin: VisitFigures;
  signInForm: VisitFigures;
  signInTwin: VisitFigures;
}

/** Set up before the page is asked for; the function it returns resolves once the page is drawn. */
type Arrival = (page: Page) => () => Promise<unknown>;

/**
 * Opens an address in a fresh context (nothing cached but what `contextOptions` carries) on the throttled
 * phone, with the network log and a trace recording, and returns the visit's figures once `arrival` says
 * the page is drawn.
 */
const measuredVisit = async (
  browser: Browser,
  cpuSlowdown: number,
  contextOptions: BrowserContextOptions,
  url: string,
  arrival: Arrival,
): Promise<VisitFigures> => {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, cpuSlowdown);
    const log = new NetworkLog();
    let transferredBytes = 0;
    cdp.on('Network.requestWillBeSent', (event) => log.sent(event));
    cdp.on('Network.loadingFinished', (event) => {
      transferredBytes += event.encodedDataLength;
      log.finished(event);
    });
    cdp.on('Network.loadingFailed', (event) => log.finished(event));
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    let opened: number;
    let paintedAt: number;
    try {
      const drawn = arrival(page);
      opened = Date.now();
      await page.goto(url, { timeout: PAGE_TIMEOUT_MS });
      await drawn();
      paintedAt = await largestContentfulPaintAt(page);
    } finally {
      trace = await browser.stopTracing();
    }
    const asked = log.firstSentMs ?? opened;
    return {
      lcpMs: paintedAt - opened,
      roundTrips: log.roundTripsBefore(paintedAt),
      mainThreadMs: mainThreadBusyMs(trace, log.traceClockUs(asked), log.traceClockUs(paintedAt)),
      transferredBytes,
    };
  } finally {
    await context.close();
  }
};

const assignedArrival: Arrival = (page) => {
  const listAnswered = assignedListAnswered(page);
  return async () => {
    await listAnswered;
    await assignedDrawn(page);
  };
};

const signInFormArrival: Arrival = (page) => () => signInForm(page).waitFor({ timeout: PAGE_TIMEOUT_MS });

/** A signed-in first visit of /assigned: a user who comes back, nothing cached but the session. */
const assignedVisit = async (browser: Browser, cpuSlowdown: number, baseUrl: string, email: string) => {
  const storageState = await signedInState(browser, baseUrl, email);
  return measuredVisit(browser, cpuSlowdown, { ...mobileContextOptions, storageState }, `${baseUrl}/assigned`, assignedArrival);
};

/**
 * `runs` rounds of the four first visits, each in its own fresh browser context: /assigned signed in and
 * its static twin, /assigned signed out (until the provider's form is drawn) and the form's twin. Each
 * visit and its twin take turns going first, so neither always meets the machine in the same state.
 * Each round first measures the machine's speed and slows its CPU down to the phone's.
 */
export const measureFirstVisits = async (browser: Browser, baseUrl: string, email: string, runs: number): Promise<FirstVisitRound[]> => {
  const rounds: FirstVisitRound[] = [];
  for (let run = 0; run < runs; run += 1) {
    const cpuSlowdown = cpuSlowdownFor(await measureReferenceWorkMs(browser));
    const inTurn = async <T>(visit: () => Promise<T>, twin: () => Promise<T>): Promise<[T, T]> => {
      if (run % 2 === 0) {
        const first = await visit();
        return [first, await twin()];
      }
      const second = await twin();
      return [await visit(), second];
    };
    const [assigned, assignedTwin] = await inTurn(
      () => assignedVisit(browser, cpuSlowdown, baseUrl, email),
      () => measuredVisit(browser, cpuSlowdown, mobileContextOptions, `${baseUrl}${ASSIGNED_TWIN_PATH}`, (page) => () => assignedDrawn(page)),
    );
    const [signInFormVisit, signInTwin] = await inTurn(
      () => measuredVisit(browser, cpuSlowdown, mobileContextOptions, `${baseUrl}/assigned`, signInFormArrival),
      () => measuredVisit(browser, cpuSlowdown, mobileContextOptions, `${baseUrl}${SIGN_IN_TWIN_PATH}`, signInFormArrival),
    );
    rounds.push({ cpuSlowdown, assigned, assignedTwin, signInForm: signInFormVisit, signInTwin });
  }
  return rounds;
};

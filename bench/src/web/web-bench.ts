import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Check } from '../report';
import { runCommand, startApi } from '../server';
import { measureFirstVisits, type FirstVisitRound, type VisitFigures } from './first-visit';
import { measureInitialJs, type InitialJs } from './initial-js';
import { PHONE_REFERENCE_WORK_MS } from './cpu-calibration';
import { MOBILE_PROFILE } from './mobile-profile';
import { writeStaticTwins } from './static-twins';

const WEB_DIST = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 7;
/** Issue 11's budget; kB as Vite's build output counts them (1,000 bytes). */
const INITIAL_JS_BUDGET_BYTES = 200_000;
/** Issue 32's budgets: each first visit against its static twin, and the round trips before its paint. */
const ASSIGNED_LCP_RATIO_BUDGET = 2.0;
const SIGN_IN_FORM_RATIO_BUDGET = 1.5;
const SIGNED_IN_ROUND_TRIPS_BUDGET = 4;
const SIGNED_OUT_ROUND_TRIPS_BUDGET = 2;

type Visit = Exclude<keyof FirstVisitRound, 'cpuSlowdown'>;
/** The figures of each visit, as medians over the rounds. */
type VisitMedians = Record<Visit, VisitFigures>;
export type WebResult =
  | { ok: true; initialJs: InitialJs; rounds: FirstVisitRound[]; median: VisitMedians }
  | { ok: false; error: string };

/** Builds the SPA from the current sources before the API starts serving it. */
export const buildWeb = () => runCommand('npm', ['run', 'build', '-w', 'apps/web']);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const medianOf = (rounds: FirstVisitRound[], visit: Visit): VisitFigures => {
  const of = (figure: keyof VisitFigures) => median(rounds.map((round) => round[visit][figure]));
  return { lcpMs: of('lcpMs'), roundTrips: of('roundTrips'), mainThreadMs: of('mainThreadMs'), transferredBytes: of('transferredBytes') };
};

/**
 * Initial JS of the build, then the first visits on the throttled phone (mobile-profile.ts) beside their
 * static twins: the twins are taken from the API already running, then a second API, started once they
 * are in the build, serves the app and the twins alike.
 */
export const measureWeb = async (databaseUrl: string, baseUrl: string, email: string): Promise<WebResult> => {
  try {
    const initialJs = await measureInitialJs(WEB_DIST);
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const removeTwins = await writeStaticTwins(browser, baseUrl, email, WEB_DIST);
      try {
        const api = await startApi(databaseUrl);
        try {
          const rounds = await measureFirstVisits(browser, api.baseUrl, email, RUNS);
          const visits: Visit[] = ['assigned', 'assignedTwin', 'signInForm', 'signInTwin'];
          const medians = Object.fromEntries(visits.map((visit) => [visit, medianOf(rounds, visit)])) as VisitMedians;
          return { ok: true, initialJs, rounds, median: medians };
        } finally {
          await api.stop();
        }
      } finally {
        await removeTwins();
      }
    } finally {
      await browser.close();
    }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const times = (ratio: number) => `${ratio.toFixed(2)}x`;
const lcpRatio = (median: VisitMedians, visit: Visit, twin: Visit) => median[visit].lcpMs / median[twin].lcpMs;

export const webChecks = (web: WebResult): Check[] => {
  const check = (figure: string, value: string | undefined, budget: string, pass: boolean): Check => ({
    subject: 'web',
    figure,
    value: value ?? 'no answer',
    budget,
    pass,
  });
  const median = web.ok ? web.median : undefined;
  const assignedRatio = median ? lcpRatio(median, 'assigned', 'assignedTwin') : undefined;
  const signInRatio = median ? lcpRatio(median, 'signInForm', 'signInTwin') : undefined;
  return [
    check('initial JS, gzipped', web.ok ? kB(web.initialJs.gzipBytes) : undefined, `<= ${kB(INITIAL_JS_BUDGET_BYTES)}`, web.ok && web.initialJs.gzipBytes <= INITIAL_JS_BUDGET_BYTES),
    check('LCP of /assigned / its static twin', assignedRatio === undefined ? undefined : times(assignedRatio), `<= ${times(ASSIGNED_LCP_RATIO_BUDGET)}`, assignedRatio !== undefined && assignedRatio <= ASSIGNED_LCP_RATIO_BUDGET),
    check('sign-in form / its static twin', signInRatio === undefined ? undefined : times(signInRatio), `<= ${times(SIGN_IN_FORM_RATIO_BUDGET)}`, signInRatio !== undefined && signInRatio <= SIGN_IN_FORM_RATIO_BUDGET),
    check(
      'round trips before LCP, signed in',
      median && String(median.assigned.roundTrips),
      `<= ${SIGNED_IN_ROUND_TRIPS_BUDGET}`,
      !!median && median.assigned.roundTrips <= SIGNED_IN_ROUND_TRIPS_BUDGET,
    ),
    check(
      'round trips before the form, signed out',
      median && String(median.signInForm.roundTrips),
      `<= ${SIGNED_OUT_ROUND_TRIPS_BUDGET}`,
      !!median && median.signInForm.roundTrips <= SIGNED_OUT_ROUND_TRIPS_BUDGET,
    ),
  ];
};

export const printWebReport = (web: WebResult) => {
  if (!web.ok) {
    console.log(`\nWeb: not measured: ${web.error}\n`);
    return;
  }
  const p = MOBILE_PROFILE;
  const { median } = web;
  const runs = (visit: Visit, figure: keyof VisitFigures, format: (n: number) => string) => web.rounds.map((round) => format(round[visit][figure])).join(', ');
  const line = (label: string, visit: Visit) =>
    [
      `${label}: LCP median ${seconds(median[visit].lcpMs)} (${runs(visit, 'lcpMs', seconds)});`,
      `  round trips ${median[visit].roundTrips} (${runs(visit, 'roundTrips', String)}); main thread before LCP ${median[visit].mainThreadMs.toFixed(0)} ms (${runs(visit, 'mainThreadMs', (ms) => ms.toFixed(0))});`,
      `  transferred ${kB(median[visit].transferredBytes)}`,
    ].join('\n');
  console.log(
    [
      '',
      `Web: first visits in Chromium, each in a fresh context (cold cache), ${web.rounds.length} rounds, each visit interleaved with its static twin, on a phone of ${p.viewport.width}x${p.viewport.height} px,`,
      `${p.downloadBitsPerSecond / 1e6} Mbit/s down, ${p.uploadBitsPerSecond / 1e6} Mbit/s up, +${p.latencyMs} ms per request,`,
      `CPU as fast as a phone on which the reference work takes ${PHONE_REFERENCE_WORK_MS} ms: this machine slowed down ${web.rounds.map((round) => `${round.cpuSlowdown.toFixed(1)}x`).join(', ')} in the rounds.`,
      `Initial JS: ${kB(web.initialJs.gzipBytes)} gzipped in ${web.initialJs.files.length} files (entry, app and configuration request with their static imports).`,
      line('/assigned, signed in', 'assigned'),
      line('  its static twin', 'assignedTwin'),
      `  ratio ${times(lcpRatio(median, 'assigned', 'assignedTwin'))}`,
      line('Sign-in form, opening /assigned signed out', 'signInForm'),
      line('  its static twin', 'signInTwin'),
      `  ratio ${times(lcpRatio(median, 'signInForm', 'signInTwin'))}`,
      '',
    ].join('\n'),
  );
};

import { fileURLToPath } from 'node:url';
import type { Check } from '../report';
import { runCommand } from '../server';
import { measureFirstVisits, type VisitFigures } from './first-visit';
import { measureInitialJs, type InitialJs } from './initial-js';
import { MOBILE_PROFILE } from './mobile-profile';

const WEB_DIST = fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
const RUNS = 5;
/** Issue 11's budgets; kB as Vite's build output counts them (1,000 bytes). */
const INITIAL_JS_BUDGET_BYTES = 200_000;
const LCP_BUDGET_MS = 1_500;
const SIGN_IN_FORM_BUDGET_MS = 1_000;

export type WebResult =
  | { ok: true; initialJs: InitialJs; runs: VisitFigures[]; median: VisitFigures }
  | { ok: false; error: string };

/** Builds the SPA from the current sources before the API starts serving it. */
export const buildWeb = () => runCommand('npm', ['run', 'build', '-w', 'apps/web']);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Initial JS of the build, then five cold first visits on the throttled phone (mobile-profile.ts). */
export const measureWeb = async (baseUrl: string, email: string): Promise<WebResult> => {
  try {
    const initialJs = await measureInitialJs(WEB_DIST);
    const runs = await measureFirstVisits(baseUrl, email, RUNS);
    const of = (figure: keyof VisitFigures) => median(runs.map((run) => run[figure]));
    return { ok: true, initialJs, runs, median: { lcpMs: of('lcpMs'), transferredBytes: of('transferredBytes'), signInFormMs: of('signInFormMs') } };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const webChecks = (web: WebResult): Check[] => {
  const check = (figure: string, value: string | undefined, budget: string, pass: boolean): Check => ({
    subject: 'web',
    figure,
    value: value ?? 'no answer',
    budget,
    pass,
  });
  const result = web.ok ? web : undefined;
  return [
    check('initial JS, gzipped', result && kB(result.initialJs.gzipBytes), `<= ${kB(INITIAL_JS_BUDGET_BYTES)}`, !!result && result.initialJs.gzipBytes <= INITIAL_JS_BUDGET_BYTES),
    check('LCP of /assigned, median', result && seconds(result.median.lcpMs), `<= ${seconds(LCP_BUDGET_MS)}`, !!result && result.median.lcpMs <= LCP_BUDGET_MS),
    check('sign-in form signed out, median', result && seconds(result.median.signInFormMs), `< ${seconds(SIGN_IN_FORM_BUDGET_MS)}`, !!result && result.median.signInFormMs < SIGN_IN_FORM_BUDGET_MS),
  ];
};

export const printWebReport = (web: WebResult) => {
  if (!web.ok) {
    console.log(`\nWeb: not measured: ${web.error}\n`);
    return;
  }
  const p = MOBILE_PROFILE;
  const runs = (figure: keyof VisitFigures, format: (n: number) => string) => web.runs.map((run) => format(run[figure])).join(', ');
  console.log(
    [
      '',
      `Web: first visits in Chromium, each in a fresh context (cold cache), ${web.runs.length} runs, on a phone of ${p.viewport.width}x${p.viewport.height} px,`,
      `${p.downloadBitsPerSecond / 1e6} Mbit/s down, ${p.uploadBitsPerSecond / 1e6} Mbit/s up, +${p.latencyMs} ms per request, CPU ${p.cpuSlowdown}x slower than this machine.`,
      `Initial JS: ${kB(web.initialJs.gzipBytes)} gzipped in ${web.initialJs.files.length} files (entry, app and configuration request with their static imports).`,
      `LCP of /assigned, signed in: median ${seconds(web.median.lcpMs)} (${runs('lcpMs', seconds)})`,
      `Transferred for that visit: median ${kB(web.median.transferredBytes)} (${runs('transferredBytes', kB)})`,
      `Sign-in form, opening /assigned signed out: median ${seconds(web.median.signInFormMs)} (${runs('signInFormMs', seconds)})`,
      '',
    ].join('\n'),
  );
};

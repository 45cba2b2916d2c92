import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { SMTP_SINK_PORT } from './support/smtp-sink';

const MAIN_PORT = Number(process.env.E2E_PORT ?? 3210);
/** A second server whose inactivity period is short, so the session test does not disturb the others. */
const SESSION_PORT = MAIN_PORT + 1;
/**
 * A third server as a new user runs it: the embedded PGlite (no DATABASE_URL), which CI's servers,
 * on its PostgreSQL, never exercise. Only the 'embedded' project's tests (tests/embedded/) use it.
 * MAIN_PORT + 2 is the SMTP sink's (support/smtp-sink.ts).
 */
const EMBEDDED_PORT = MAIN_PORT + 3;
const EMBEDDED_TESTS = /[\\/]tests[\\/]embedded[\\/]/;
/** The tests that read the e-mail the main server sends, from the SMTP sink each starts (support/smtp-sink.ts). */
const MAIL_TESTS = /(forgot-password|user-maintenance|report-schedules|interviews)\.spec\.ts/;
/** 0.1 minute = 6 seconds of inactivity before the Session Timeout dialog. */
export const SHORT_INACTIVITY_MINUTES = 0.1;

const server = (port: number, inactivityMinutes: number, env: Record<string, string> = {}, script = 'serve.mjs') => ({
  command: `node scripts/${script} ${port} ${inactivityMinutes}`,
  env,
  url: `http://localhost:${port}/api/ready`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
});

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Two, so that a test which fails twice before passing is seen as broken (reporters/retry-report.ts).
  retries: process.env.CI ? 2 : 0,
  // Two on CI's two cores; one a core where there are more.
  workers: process.env.CI ? Math.max(2, os.cpus().length) : undefined,
  // CI runs two workers on two cores beside both servers and PostgreSQL: a test there takes up to twice
  // as long as on a quiet machine, and the longest single-page tests came within a second of 60 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }], ['./reporters/retry-report.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs every test its DOM snapshots; on CI only a retry records one, which is
    // where a failure is looked into (its first attempt keeps its screenshot and error).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
  },
  projects: [
    {
      // Each demo account signs in once through the sign-in page; the tests reuse its state (support/signed-in.ts).
      name: 'setup',
      testMatch: /auth\.setup\.ts/,
      use: { baseURL: `http://localhost:${MAIN_PORT}` },
    },
    {
      // Each starts the SMTP sink on the one port the main server sends to: one test at a time. Listed
      // before 'portal' so it starts beside it rather than after it, on one worker, at the end of the run.
      name: 'mail',
      testMatch: MAIL_TESTS,
      testIgnore: EMBEDDED_TESTS,
      dependencies: ['setup'],
      fullyParallel: false,
      workers: 1,
      use: { baseURL: `http://localhost:${MAIN_PORT}` },
    },
    {
      // Every test makes what it decides (its own job, or a seeded record no other test uses) and counts
      // only in a way another test's writes cannot break: the files run in parallel, in any order.
      name: 'portal',
      testIgnore: [MAIL_TESTS, /session-timeout\.spec\.ts/, EMBEDDED_TESTS],
      dependencies: ['setup'],
      use: { baseURL: `http://localhost:${MAIN_PORT}` },
    },
    {
      name: 'session-timeout',
      testMatch: /session-timeout\.spec\.ts/,
      testIgnore: EMBEDDED_TESTS,
      timeout: 150_000,
      use: { baseURL: `http://localhost:${SESSION_PORT}` },
    },
    {
      // Every write the UI offers, each followed by /api/ready, against the PGlite server of a new user.
      // Its own server and data, so it runs beside the other projects from the start.
      name: 'embedded',
      testDir: './tests/embedded',
      use: { baseURL: `http://localhost:${EMBEDDED_PORT}` },
    },
  ],
  // The main server sends its e-mail to the SMTP server forgot-password.spec.ts runs; until that test
  // starts it, the relay finds it down and retries later, as it would with a real mail server.
  // The embedded one gets no DATABASE_URL (serve-embedded.mjs also drops CI's REDIS_URL and any SMTP_URL).
  webServer: [
    server(MAIN_PORT, 15, { SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}` }),
    server(SESSION_PORT, SHORT_INACTIVITY_MINUTES),
    server(EMBEDDED_PORT, 15, { DATABASE_URL: '' }, 'serve-embedded.mjs'),
  ],
});

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const API_DIR = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Runs a command to its end with the bench's terminal, rejecting on a non-zero exit. */
export const runCommand = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });

/** Bundles the API from the current sources, so the bench never measures a stale dist/. */
export const buildApi = () => runCommand('npm', ['run', 'build', '-w', 'apps/api']);

/** A port free on the loopback interface just now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Resident memory of a process in bytes, from /proc (Linux); undefined once it has gone. */
export const residentBytes = (pid: number): number | undefined => {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
};

export interface RunningApi {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built API (`node dist/main.js`, not through npm, so `pid` is the server itself and its
 * memory can be sampled) on a free loopback port, and waits until /api/ready answers.
 */
export const startApi = async (databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<RunningApi> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      // The provider builds its redirect and issuer addresses from this, so it must be where we call.
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SIMULATOR: 'false',
      // The periodic writers stay off, as the simulator does: at the large seed the decision alert
      // sweep alone writes about 67,000 notifications a minute for Benchmark Network 01's 5,000 users,
      // a core busy for seconds of every minute that the figures would count (README, Benchmarks).
      CANDIDATE_REVIEW_SWEEP_SECONDS: '0',
      DECISION_ALERT_SWEEP_SECONDS: '0',
      REPORT_SCHEDULE_CHECK_SECONDS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited: string | undefined;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = signal ?? `exit code ${code}`;
      resolve();
    }),
  );

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([gone.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    if (!stopped) {
      child.kill('SIGKILL');
      await gone;
    }
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The API stopped while starting (${exited}); its output is above.`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      await response.body?.cancel();
      if (response.ok && child.pid !== undefined) return { baseUrl, pid: child.pid, stop };
    } catch {
      // Not listening yet: try again shortly.
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`The API did not become ready on ${baseUrl} within ${READY_TIMEOUT_MS / 1000} s`);
};

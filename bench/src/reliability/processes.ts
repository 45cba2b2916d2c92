import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../server';

/**
 * The throwaway infrastructure of the reliability suite: its own PostgreSQL cluster (Debian's
 * binaries), its own Redis and the built API on them, each on a free loopback port. Every wait is
 * bounded; everything started is registered for `cleanUp`, which also runs on SIGINT.
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const API_DIR = fileURLToPath(new URL('../../../apps/api/', import.meta.url));
const PG_START_TIMEOUT_S = 30;
const PG_STOP_TIMEOUT_S = 15;
const COMMAND_TIMEOUT_MS = 60_000;
const REDIS_READY_TIMEOUT_MS = 10_000;
const API_READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

const cleanups: { name: string; run: () => Promise<void> }[] = [];

/** Registers something to undo at the end, undone last-in first-out. */
export const onCleanUp = (name: string, run: () => Promise<void>) => cleanups.push({ name, run });

let cleaning: Promise<void> | undefined;
/** Stops everything started, newest first, each step bounded; safe to call twice. */
export const cleanUp = (): Promise<void> => {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop()!;
      try {
        await Promise.race([step.run(), sleep(30_000).then(() => console.error(`clean-up: ${step.name} took over 30 s; left`))]);
      } catch (err) {
        console.error(`clean-up: ${step.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  })();
  return cleaning;
};

/** Runs a command to its end (bounded), returning its output; rejects on a non-zero exit. */
const run = (command: string, args: string[], timeoutMs = COMMAND_TIMEOUT_MS): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    // 'exit', not 'close': pg_ctl's server keeps no pipe of ours (its output goes to -l), but be safe.
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}: ${output.trim().slice(-800)}`));
    });
  });

/** initdb refuses root: as root the PostgreSQL binaries run as the `postgres` OS user (runuser). */
const asRoot = process.getuid?.() === 0;
const pgCommand = (binary: string, args: string[]) =>
  asRoot ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN, binary), ...args]) : run(join(PG_BIN, binary), args);

export interface Cluster {
  port: number;
  /** postgres://postgres@127.0.0.1:port/db: the superuser, trusted. */
  url(database?: string): string;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  dir: string;
}

/** A fresh cluster in a temporary directory: trust authentication, loopback only, its socket in the directory. */
export const startCluster = async (): Promise<Cluster> => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-reliability-pg-'));
  onCleanUp('remove the cluster directory', async () => rmSync(dir, { recursive: true, force: true }));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  await pgCommand('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const start = () => pgCommand('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', String(PG_START_TIMEOUT_S), 'start']).then(() => undefined);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    pgCommand('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', String(PG_STOP_TIMEOUT_S), 'stop']).then(() => undefined);
  await start();
  onCleanUp('stop PostgreSQL', async () => {
    try {
      await stop('immediate');
    } catch {
      // Already stopped, or pg_ctl gave up: end the postmaster by the pid it wrote.
      try {
        const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (pid > 0) process.kill(pid, 'SIGKILL');
      } catch {
        // No postmaster.pid: nothing runs.
      }
    }
  });
  return { port, dir, start, stop, url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}` };
};

/** Runs `work` on a connection of its own to `databaseUrl`, closed afterwards. */
export const withDatabase = async <T>(databaseUrl: string, work: (db: pg.Client) => Promise<T>): Promise<T> => {
  const db = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
};

/** Creates a database on the cluster as the superuser. */
export const createDatabase = (cluster: Cluster, name: string) =>
  withDatabase(cluster.url(), async (db) => {
    await db.query(`create database ${db.escapeIdentifier(name)}`);
  });

/** SIGTERM, then SIGKILL if the child has not exited within `graceMs`. */
const stopChild = async (child: ChildProcess, graceMs: number) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  if (await Promise.race([gone.then(() => true), sleep(graceMs).then(() => false)])) return;
  child.kill('SIGKILL');
  await Promise.race([gone, sleep(5_000)]);
};

const redisPing = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });

export interface Redis {
  port: number;
  url: string;
  /** Stops the server (SIGTERM; SIGKILL after 5 s). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

/** Its own redis-server, no persistence, as a child process. */
export const startRedis = async (): Promise<Redis> => {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
      stdio: 'ignore',
    });
    const spawned = child;
    spawned.on('error', (err) => console.error(`redis-server: ${err.message}`));
    const deadline = Date.now() + REDIS_READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (spawned.exitCode !== null) throw new Error(`redis-server on port ${port} ended at start (exit code ${spawned.exitCode})`);
      if (await redisPing(port)) return;
      await sleep(100);
    }
    throw new Error(`redis-server on port ${port} did not answer within ${REDIS_READY_TIMEOUT_MS / 1000} s`);
  };
  const stop = async () => {
    if (child) await stopChild(child, 5_000);
  };
  await start();
  onCleanUp('stop Redis', stop);
  return { port, url: `redis://127.0.0.1:${port}`, start, stop };
};

export interface ApiProcess {
  baseUrl: string;
  port: number;
  pid: number;
  /** How it ended, if it did: the suite's goals say it never does. */
  exited(): { at: number; how: string } | undefined;
  stop(): Promise<void>;
}

/**
 * The built API (apps/api/dist/main.js) on the throwaway database and Redis, with the demo seed,
 * without the simulator and the periodic sweeps. Its output goes to `logPath`.
 */
export const startApi = async (databaseUrl: string, redisUrl: string, logPath: string): Promise<ApiProcess> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logPath, { flags: 'a' });
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `portal-reliability-${process.pid}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SIMULATOR: 'false',
      CANDIDATE_REVIEW_SWEEP_SECONDS: '0',
      DECISION_ALERT_SWEEP_SECONDS: '0',
      REPORT_SCHEDULE_CHECK_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let exit: { at: number; how: string } | undefined;
  child.once('exit', (code, signal) => {
    exit = { at: performance.now(), how: signal ?? `exit code ${code}` };
  });
  const stop = async () => {
    await stopChild(child, STOP_GRACE_MS);
    log.end();
  };
  onCleanUp('stop the API', stop);

  const deadline = Date.now() + API_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`The API stopped while starting (${exit.how}); see ${logPath}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.ok && child.pid !== undefined) return { baseUrl, port, pid: child.pid, exited: () => exit, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The API did not become ready on ${baseUrl} within ${API_READY_TIMEOUT_MS / 1000} s; see ${logPath}`);
};

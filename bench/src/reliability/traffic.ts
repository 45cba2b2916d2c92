import { performance } from 'node:perf_hooks';
import { getAssignedList } from '@portal/domain/api/assigned';
import { getAssignedDetails } from '@portal/domain/api/assignment-details';
import { callPath, callUrl } from '@portal/domain/api/call';
import { getCandidates } from '@portal/domain/api/candidate-list';
import { getDashboardOnAssignment } from '@portal/domain/api/dashboard';
import { getInvoices } from '@portal/domain/api/invoices';
import { getJobs } from '@portal/domain/api/job-list';
import { getMyDecisions } from '@portal/domain/api/my-decisions';
import { getNotifications } from '@portal/domain/api/notifications';
import { getPortalConfig } from '@portal/domain/api/platform';
import { searchUser } from '@portal/domain/api/users';
import { signIn } from '../sign-in';
import { call, isSuccess, type Answer, type CallOptions } from './http';

/** Demo users of the embedded seed (README), password demo1234; the internal ones need a network chosen, so they are left out. */
const DEMO_USERS = [
  'admin@northwind.test',
  'local.admin@northwind.test',
  'general@northwind.test',
  'hr@northwind.test',
  'finance@northwind.test',
  'general@lakeside.test',
] as const;
export const ADMIN = 'admin@northwind.test';

/** A call of the read mix, as the web app makes it when a page opens. */
export interface MixCall {
  name: string;
  request(user: SignedIn, n: number): Omit<CallOptions, 'timeoutMs' | 'token'>;
}

export interface SignedIn {
  email: string;
  token: string;
  /** Deals of the user's Assigned list, which the details call rotates through. */
  dealIds: string[];
  /** The calls of the mix this user may make (a 403 for their role takes the call out of their mix). */
  mix: MixCall[];
}

const ASSIGNED_LIST_BODY = { pageNumber: 1, pageSize: 24, sortBy: 'startdate', sortOrder: 'asce', options: { statuses: ['On Assignment'] } };

/** The ten main reads: the Assigned list and its details, jobs, candidates, invoices, the bell, the dashboard, My decisions, users, config. */
export const READ_MIX: MixCall[] = [
  { name: 'Assigned list', request: () => ({ method: 'POST', path: callPath(getAssignedList), body: ASSIGNED_LIST_BODY }) },
  {
    name: 'Assigned details',
    request: (user, n) => ({ method: 'GET', path: callUrl(getAssignedDetails, { id: user.dealIds[n % user.dealIds.length] ?? '' }) }),
  },
  { name: 'job list', request: () => ({ method: 'POST', path: callPath(getJobs), body: { pageNumber: 1, pageSize: 24, sortBy: 'createddate', sortOrder: 'desc' } }) },
  { name: 'candidate list', request: () => ({ method: 'POST', path: callPath(getCandidates), body: { pageNumber: 1, pageSize: 24, sortBy: 'startdate', sortOrder: 'asce' } }) },
  { name: 'invoice list', request: () => ({ method: 'GET', path: callUrl(getInvoices, {}, { page: 1, size: 100 }) }) },
  { name: 'notifications list', request: () => ({ method: 'GET', path: callPath(getNotifications) }) },
  { name: 'dashboard counts', request: () => ({ method: 'POST', path: callPath(getDashboardOnAssignment), body: { options: {} } }) },
  { name: 'My decisions', request: () => ({ method: 'GET', path: callPath(getMyDecisions) }) },
  { name: 'users search', request: () => ({ method: 'GET', path: callUrl(searchUser, {}, {}) }) },
  { name: 'config', request: () => ({ method: 'GET', path: callPath(getPortalConfig) }) },
];

const send = (baseUrl: string, user: SignedIn, mixCall: MixCall, n: number, timeoutMs: number): Promise<Answer> =>
  call(baseUrl, { ...mixCall.request(user, n), token: user.token, timeoutMs });

/**
 * Signs each demo user in and finds their mix: each call once; a 403 (their role may not) takes
 * it out of their mix, any other answer keeps it (a failure then counts in the measurement).
 */
export const signInUsers = async (baseUrl: string): Promise<SignedIn[]> => {
  const users: SignedIn[] = [];
  for (const email of DEMO_USERS) {
    const user: SignedIn = { email, token: await signIn(baseUrl, email), dealIds: [], mix: [] };
    const list = await call(baseUrl, { method: 'POST', path: callPath(getAssignedList), body: ASSIGNED_LIST_BODY, token: user.token, timeoutMs: 30_000 });
    if (isSuccess(list)) user.dealIds = (JSON.parse(list.body) as { data: { dealId: string }[] }).data.map((row) => row.dealId);
    for (const mixCall of READ_MIX) {
      if (mixCall.name === 'Assigned details' && user.dealIds.length === 0) continue;
      const answer = await send(baseUrl, user, mixCall, 0, 30_000);
      if (answer.status !== 403) user.mix.push(mixCall);
    }
    users.push(user);
  }
  return users;
};

/** One answer of a closed-loop worker, with the call it made. */
export interface Sample extends Answer {
  call: string;
}

export interface Workers {
  samples: Sample[];
  /** Resolves when the workers have reached their limits (maxMs, maxCalls). */
  finished: Promise<void>;
  /** Asks the workers to stop after their call in flight; resolves when they have. */
  stop(): Promise<void>;
}

export interface WorkerSettings {
  baseUrl: string;
  count: number;
  /** What worker `w` sends as its `n`th call. */
  next(worker: number, n: number): (timeoutMs: number) => Promise<Answer & { call: string }>;
  timeoutMs: number;
  /** A worker pauses this long after each answer (0: a closed loop). */
  pauseMs?: number;
  /** Hard limits: no worker sends past this time or this many calls, whatever stop() says. */
  maxMs: number;
  maxCalls: number;
}

/** `count` workers that each send the next call as soon as their last one answered, until stopped. */
export const startWorkers = (settings: WorkerSettings): Workers => {
  const samples: Sample[] = [];
  let stopping = false;
  const deadline = performance.now() + settings.maxMs;
  let sent = 0;
  const work = async (worker: number) => {
    for (let n = 0; !stopping && performance.now() < deadline && sent < settings.maxCalls; n += 1) {
      sent += 1;
      const answer = await settings.next(worker, n)(settings.timeoutMs);
      // Bodies of successes are dropped: a minute of load would otherwise hold hundreds of megabytes.
      samples.push({ ...answer, body: isSuccess(answer) ? '' : answer.body.slice(0, 500) });
      if (settings.pauseMs) await new Promise((resolve) => setTimeout(resolve, settings.pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: settings.count }, (_, w) => work(w))).then(() => undefined);
  return {
    samples,
    finished: done,
    stop: async () => {
      stopping = true;
      await done;
    },
  };
};

/** Worker `w` of a read mix: user w mod n, each call of the user's mix in turn (workers start at different calls). */
export const readMixWorker =
  (baseUrl: string, users: SignedIn[]) =>
  (worker: number, n: number) =>
  async (timeoutMs: number) => {
    const user = users[worker % users.length]!;
    const mixCall = user.mix[(worker + n) % user.mix.length]!;
    return { ...(await send(baseUrl, user, mixCall, worker * 7 + n, timeoutMs)), call: mixCall.name };
  };

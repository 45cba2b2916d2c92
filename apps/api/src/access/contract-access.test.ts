import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { allows, type AccessRule } from '@portal/domain/access/access-rule';
import { FLAG_KEYS, type FeatureFlags } from '@portal/domain/access/feature-flags';
import { userTypeByName, type UserTypeName } from '@portal/domain/access/user-types';
import { getAssignedDetails, getAssignmentHistory, getStartsStopsDetails } from '@portal/domain/api/assignment-details';
import { getAssignmentReplacement } from '@portal/domain/api/replacements';
import { addAssignmentEvaluation, confirmDoNotReturn, getAssignmentEvaluation, liftDoNotReturn, updateAssignmentEvaluation } from '@portal/domain/api/evaluations';
import { callUrl, type CallDefinition } from '@portal/domain/api/call';
import { getCandidateDetails, getCandidateHistory } from '@portal/domain/api/candidates';
import { BUILT_CALLS, contractKey } from '@portal/domain/api/contract';
import { addCustomReport, deleteCustomReport, updateCustomReport } from '@portal/domain/api/custom-reports';
import { getDocumentsForAssigned, getLegacyDocuments } from '@portal/domain/api/documents';
import { runInsightReport } from '@portal/domain/api/insights';
import { answerIntegrationInterview, changeInterview, getCandidateInterview, requestInterview } from '@portal/domain/api/interviews';
import { changeIntegrationDealStatus, createApiKey, putIntegrationDealDocument, revokeApiKey } from '@portal/domain/api/integration';
import { disputeInvoiceLine, getInvoiceDetails, resolveInvoiceDispute } from '@portal/domain/api/invoices';
import { getJobDetails, getJobHistory } from '@portal/domain/api/jobs';
import { cancelReportSchedule, createReportSchedule } from '@portal/domain/api/report-schedules';
import { adjustTimecardLine, approveTimecard, getTimecardDetails, rejectTimecard } from '@portal/domain/api/timecards';
import { getUserHistory, putUser } from '@portal/domain/api/users';
import { NO_ACCESS_TO_ACTION } from '@portal/domain/messages';
import { userTypePrivileges, userTypes } from '../db/schema/reference';
import { networkFeatureFlags } from '../db/schema/tenancy';
import { users } from '../db/schema/users';
import { auditCount, rowsOf, userIdOf } from '../test-support/demo-records';
import { useDemoTestApp } from '../test-support/demo-test-app';
import { DEMO } from '../test-support/test-app';

/**
 * Access of every built call, read from the contract table (docs/decisions/0098-access-tests-from-contract.md): no token (or no API key) is a 401; a user type without the call's privileges a 403; the
 * call's feature flag off a 403; another network's ids in its path a 404. A call added to BUILT_CALLS
 * is checked the day it is added; the last test counts the calls checked against the contract's count.
 * Messages, hospital-level rules and ids sent in a query or body stay with the module tests.
 */

const { t, ids } = useDemoTestApp();

const FLAG_OFF_MESSAGE = 'This feature is not enabled for your hospital network.';
const A_UUID = '00000000-0000-4000-8000-000000000000';

type Check = 'public' | 'no token' | 'open' | 'privilege' | 'flag' | 'other network';

/**
 * Calls that cannot be exercised, each with its reason; they count as covered. None today: a call
 * listed here must say why, and leaves the count check only through this table.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {};

/**
 * Calls any signed-in user may make (no privilege or user-type rule): listed on purpose, so a rule
 * taken off a call in the contract fails here rather than opening the call unnoticed.
 */
const OPEN_TO_EVERY_SIGNED_IN_USER = new Set([
  'GET /api/v1/travelclient/UserNetwork',
  'GET /api/v1/travelclient/Hospitals/Details',
  'GET /api/v2/networks',
  'GET /api/v1/travelclient/GetPrivilegesForRoles',
  'GET /api/v2/Me/Privileges',
  'GET /api/v1/travelclient/FeatureFlags',
  'GET /api/v1/travelclient/LoginContact',
  'POST /api/v1/travelclient/UpdateLastLoginDateForUser',
  'GET /api/v1/travelclient/GetTravelerStatuses',
  'GET /api/v1/travelclient/CheckUserStatus',
  'GET /api/v1/travelclient/ResendActivationEmail',
  'GET /api/v2/user-v2',
  'POST /api/v2/Find',
  'GET /api/v2/Me/PlatformAccess',
  'GET /api/v1/travelclient/getNotifications',
  'GET /api/v1/travelclient/markAsRead',
  'GET /api/v1/travelclient/clearSingle',
  'GET /api/v1/travelclient/clearAll',
  'GET /api/v2/Me/NotificationPreferences',
  'PUT /api/v2/Me/NotificationPreferences',
  'GET /api/v2/UnitCoverage',
  'PUT /api/v2/UnitCoverage',
]);

/** Who sends a request: a demo account (an internal one acting in `network`), or a provider system's key. */
type Actor = { email: string; type: UserTypeName; network?: 'northwind' | 'lakeside' } | { apiKey: 'northwind' };

const LAKESIDE_ADMIN = 'maya.lindgren@lakeside.test';
/** An account of the one type no demo account has, made in this copy of the database (beforeAll). */
const STRIPPED = 'access.check@provider.test';
const STRIPPED_TYPE: UserTypeName = 'cSM Crossover';

/**
 * Signed-in users tried for the 403, in order: the first whose type the call's rule refuses is used.
 * The demo accounts of README.md first, then seeded team members of the other Northwind types. The
 * PRN Generic account is left out: its tenant calls first ask the shifts platform over HTTP.
 * No type of user-types.ts lacks ViewProfile, ViewDashboard, the Assigned view privileges, and only
 * PRN Generic lacks ViewCandidates or ViewUserMaintenance: for those calls this copy's role table
 * takes every privilege from cSM Crossover, as an operator may (the API reads the table on every call).
 */
const WITHOUT_PRIVILEGE: readonly Actor[] = [
  { email: DEMO.general, type: 'General User' },
  { email: DEMO.hr, type: 'Human Resources' },
  { email: DEMO.finance, type: 'Finance' },
  { email: DEMO.localAdmin, type: 'Local Admin' },
  { email: 'lena.fischer@northwind.test', type: 'Staffing Office' },
  { email: 'grace.liu@northwind.test', type: 'Employee Health' },
  { email: 'sofia.marino@northwind.test', type: 'Unit Leadership' },
  { email: 'ruth.adeyemi@northwind.test', type: 'Leadership' },
  { email: STRIPPED, type: STRIPPED_TYPE, network: 'northwind' },
];

/** Lakeside, whose every flag is off in this copy: the first of these the rule would otherwise let in. */
const AT_LAKESIDE: readonly Actor[] = [
  { email: LAKESIDE_ADMIN, type: 'Client Admin' },
  { email: DEMO.mspAdmin, type: 'MSP Admin', network: 'lakeside' },
];

/** Northwind, with every flag on: the first of these the rule lets in asks for Lakeside's ids. */
const AT_NORTHWIND: readonly Actor[] = [
  { email: DEMO.admin, type: 'Client Admin' },
  { email: DEMO.mspAdmin, type: 'MSP Admin', network: 'northwind' },
];

const ALL_ON = Object.fromEntries(FLAG_KEYS.map((key) => [key, true])) as FeatureFlags;

const privilegesOf = (actor: Actor) => {
  if (!('email' in actor)) return [];
  return actor.email === STRIPPED ? [] : [...(userTypeByName(actor.type)?.privileges ?? [])];
};

/** Whether the rule lets the actor in with every flag on (the rule's user part alone). */
const letsIn = (actor: Actor, rule: AccessRule) =>
  'email' in actor && allows({ userType: actor.type, privileges: privilegesOf(actor), flags: ALL_ON }, { ...rule, flagsOn: [], flagsOff: [] });

const hasUserRule = (rule: AccessRule) => Boolean(rule.privileges?.length || rule.anyPrivilege?.length || rule.onlyUserTypes?.length);
const hasFlagRule = (rule: AccessRule) => Boolean(rule.flagsOn?.length || rule.flagsOff?.length);
const takesIds = (call: CallDefinition) => call.path.includes(':');

const describeActor = (actor: Actor | undefined) =>
  !actor ? 'nobody' : 'apiKey' in actor ? `Northwind's API key` : `${actor.type} (${actor.email}${actor.network ? ` in ${actor.network}` : ''})`;

interface Address {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Lakeside records, read or made in beforeAll, whose ids a Northwind user asks for. */
const lakeside = { assignment: '', clinician: '', candidate: '', job: '', user: '', invoice: '', report: '', schedule: '', apiKey: '', interview: '', timecard: '', timecardLine: '' };
const apiKeys = { northwind: '' };
let northwindHospital = '';

const PDF_BASE64 = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
const SHAPE = { dataset: 'startsStops', dimensions: ['month'], measures: ['starts', 'stops'], chartType: 'bar' } as const;

/**
 * For each call taking ids in its path, a well-formed request naming a Lakeside record, so only the
 * network can refuse it. A call with ids in its path missing here fails the 'other network' check.
 */
const EVALUATION = { clinicalSkills: 4, reliability: 4, teamwork: 4, rehire: 'Eligible' };

const OTHER_NETWORK_REQUESTS = new Map<CallDefinition, () => Address>([
  [getAssignedDetails, () => ({ params: { id: lakeside.assignment } })],
  [getStartsStopsDetails, () => ({ params: { id: lakeside.assignment } })],
  [getAssignmentHistory, () => ({ params: { id: lakeside.assignment } })],
  [getAssignmentEvaluation, () => ({ params: { id: lakeside.assignment } })],
  [getAssignmentReplacement, () => ({ params: { id: lakeside.assignment } })],
  [addAssignmentEvaluation, () => ({ params: { id: lakeside.assignment }, body: EVALUATION })],
  [updateAssignmentEvaluation, () => ({ params: { id: lakeside.assignment }, body: { ...EVALUATION, version: 1 } })],
  [confirmDoNotReturn, () => ({ params: { id: lakeside.assignment }, body: { version: 1, scope: 'unit' } })],
  [liftDoNotReturn, () => ({ params: { id: lakeside.assignment }, body: { version: 1, reason: 'Resolved' } })],
  [getDocumentsForAssigned, () => ({ params: { dealId: lakeside.assignment, travelerId: lakeside.clinician } })],
  [getLegacyDocuments, () => ({ params: { dealId: lakeside.assignment } })],
  [getJobDetails, () => ({ params: { id: lakeside.job } })],
  [getJobHistory, () => ({ params: { id: lakeside.job } })],
  [getCandidateDetails, () => ({ params: { id: lakeside.candidate } })],
  [getCandidateHistory, () => ({ params: { id: lakeside.candidate } })],
  [getCandidateInterview, () => ({ params: { id: lakeside.candidate } })],
  [requestInterview, () => ({ params: { id: lakeside.candidate }, body: { kind: 'phone', contact: '+1 608 555 0100', durationMinutes: 30, slots: ['2099-01-05T10:00'] } })],
  [changeInterview, () => ({ params: { id: lakeside.interview }, body: { action: 'cancel', version: 1, reason: 'Access check' } })],
  [answerIntegrationInterview, () => ({ params: { id: lakeside.interview }, body: { externalId: 'access-3', version: 1, answer: 'withdraw', reason: 'Access check' } })],
  [
    putUser,
    () => ({
      params: { id: lakeside.user },
      body: { email: DEMO.lakeside, firstName: 'Riley', lastName: 'Johnson', phoneNumber: '(608) 555-0101', userTypeId: userTypeByName('General User')!.id, hospitalIds: [northwindHospital], isActive: true, isJobApprover: false, version: 1 },
    }),
  ],
  [getUserHistory, () => ({ params: { id: lakeside.user } })],
  [getInvoiceDetails, () => ({ params: { id: lakeside.invoice } })],
  [disputeInvoiceLine, () => ({ params: { id: lakeside.invoice }, body: { lineId: A_UUID, reason: 'Hours' } })],
  [resolveInvoiceDispute, () => ({ params: { id: lakeside.invoice, disputeId: A_UUID }, body: { resolution: 'Done', version: 1 } })],
  [runInsightReport, () => ({ params: { reportId: lakeside.report } })],
  [updateCustomReport, () => ({ params: { id: lakeside.report }, body: { name: 'Mine', shape: SHAPE, shared: false, version: 1 } })],
  [deleteCustomReport, () => ({ params: { id: lakeside.report }, query: { version: '1' } })],
  [cancelReportSchedule, () => ({ params: { scheduleId: lakeside.schedule } })],
  [revokeApiKey, () => ({ params: { id: lakeside.apiKey } })],
  [changeIntegrationDealStatus, () => ({ params: { dealId: lakeside.assignment }, body: { externalId: 'access-1', event: 'offerAccepted' } })],
  [
    putIntegrationDealDocument,
    () => ({
      params: { dealId: lakeside.assignment },
      body: { externalId: 'access-2', documentId: 'doc-1', kind: 'compliance', displayName: 'BLS', status: 'Completed', fileName: 'bls.pdf', contentBase64: PDF_BASE64 },
    }),
  ],
  [getTimecardDetails, () => ({ params: { timecardId: lakeside.timecard } })],
  [approveTimecard, () => ({ params: { timecardId: lakeside.timecard }, body: { version: 1 } })],
  [rejectTimecard, () => ({ params: { timecardId: lakeside.timecard }, body: { version: 1, reason: 'Hours' } })],
  [
    adjustTimecardLine,
    () => ({ params: { timecardId: lakeside.timecard, lineId: lakeside.timecardLine }, body: { version: 1, start: '07:00', end: '19:00', breakMinutes: 30, reason: 'Hours' } }),
  ],
]);

const send = (call: CallDefinition, actor: Actor | null, { params, query, body }: Address = {}, headers: Record<string, string> = {}) => {
  const options: InjectOptions = {
    method: call.method,
    url: callUrl(call, params ?? Object.fromEntries((call.path.match(/:[A-Za-z]+/g) ?? []).map((p) => [p.slice(1), A_UUID])), query),
    headers: { ...headers },
    ...(call.method === 'GET' ? {} : { payload: (body ?? {}) as object }),
  };
  if (actor && 'apiKey' in actor) return t.app.inject({ ...options, headers: { ...options.headers, authorization: `ApiKey ${apiKeys.northwind}` } });
  if (actor?.network) (options.headers as Record<string, string>)['hospital-network-id'] = ids[actor.network];
  return t.call(actor?.email ?? null, options);
};

/** The checks a call's definition asks for, with who makes each request. */
const plan = BUILT_CALLS.map((call) => {
  const rule = call.access;
  const checks: Check[] = call.scope === 'public' ? ['public'] : ['no token'];
  if (call.scope === 'user' || call.scope === 'tenant') checks.push(hasUserRule(rule) ? 'privilege' : 'open');
  if (hasFlagRule(rule)) checks.push('flag');
  if (takesIds(call)) checks.push('other network');
  return {
    call,
    key: contractKey(call),
    checks,
    refused: WITHOUT_PRIVILEGE.find((actor) => !letsIn(actor, rule)),
    flagged: AT_LAKESIDE.find((actor) => letsIn(actor, rule)),
    asker: call.scope === 'integration' ? ({ apiKey: 'northwind' } as const) : AT_NORTHWIND.find((actor) => letsIn(actor, rule)),
  };
}).filter(({ key }) => !(key in EXCEPTIONS));

const done = new Map<string, Set<Check>>();
const passed = (key: string, check: Check) => done.set(key, (done.get(key) ?? new Set()).add(check));

let auditBefore = 0;

beforeAll(async () => {
  const db = t.database.db;
  const one = async (query: ReturnType<typeof sql>) => (await rowsOf<{ id: string; other?: string }>(t, query))[0]!;
  const assignment = await one(sql`select id, clinician_id as other from deals where network_id = ${ids.lakeside} and stage = 'assignment' order by id limit 1`);
  Object.assign(lakeside, {
    assignment: assignment.id,
    clinician: assignment.other,
    candidate: (await one(sql`select id from deals where network_id = ${ids.lakeside} and stage = 'candidate' order by id limit 1`)).id,
    job: (await one(sql`select id from job_postings where network_id = ${ids.lakeside} order by id limit 1`)).id,
    invoice: (await one(sql`select id from invoices where network_id = ${ids.lakeside} order by id limit 1`)).id,
    user: await userIdOf(db, DEMO.lakeside),
    timecard: (await one(sql`select id from timecards where network_id = ${ids.lakeside} and status = 'Submitted' order by id limit 1`)).id,
  });
  // An open interview of a Lakeside candidate, for the interview calls' 404s.
  lakeside.interview = (
    await one(sql`
      insert into interviews (network_id, deal_id, hospital_id, requested_by, interviewer_id, kind, contact, duration_minutes, time_zone, status, slots)
      select d.network_id, d.id, d.hospital_id, u.id, u.id, 'phone', '+1 608 555 0100', 30, 'America/Chicago', 'Requested', array['2099-01-05 10:00-06']::timestamptz[]
      from deals d join users u on u.email = ${DEMO.lakeside} where d.id = ${lakeside.candidate} returning id`)
  ).id;
  lakeside.timecardLine = (await one(sql`select id from timecard_lines where timecard_id = ${lakeside.timecard} order by position limit 1`)).id;
  northwindHospital = (await one(sql`select id from hospitals where network_id = ${ids.northwind} order by id limit 1`)).id;

  // Lakeside's saved report and schedule, made through the API with its insights flags on for a moment.
  const setFlags = (on: boolean, keys: readonly string[]) =>
    db
      .insert(networkFeatureFlags)
      .values(keys.map((key) => ({ networkId: ids.lakeside, key, on })))
      .onConflictDoUpdate({ target: [networkFeatureFlags.networkId, networkFeatureFlags.key], set: { on } });
  await setFlags(true, ['insights', 'embeddedReport']);
  const made = async (call: CallDefinition, actor: Actor, body: unknown) => {
    const res = await send(call, actor, { body });
    if (res.statusCode !== 201) throw new Error(`${call.name} answered ${res.statusCode}: ${res.body}`);
    return res.json<{ id: string; key?: string }>();
  };
  const maya = AT_LAKESIDE[0]!;
  lakeside.report = (await made(addCustomReport, maya, { name: 'Lakeside starts', shape: SHAPE, shared: false })).id;
  const mayaId = await userIdOf(db, LAKESIDE_ADMIN);
  const schedule = { reportId: 'headcount-by-hospital-unit', filters: {}, frequency: 'weekly', weekday: 1, hour: 7, format: 'xlsx', recipientIds: [mayaId], sendNow: false };
  lakeside.schedule = (await made(createReportSchedule, maya, schedule)).id;
  lakeside.apiKey = (await made(createApiKey, AT_LAKESIDE[1]!, { name: 'Lakeside ATS' })).id;
  apiKeys.northwind = (await made(createApiKey, AT_NORTHWIND[1]!, { name: 'Northwind ATS' })).key!;
  await setFlags(false, FLAG_KEYS);

  // The stripped account: a cSM Crossover user (internal, so it names Northwind) whose type holds nothing here.
  const [type] = await db.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.name, STRIPPED_TYPE));
  const [admin] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, DEMO.admin));
  await db.insert(users).values({ email: STRIPPED, firstName: 'Access', lastName: 'Check', userTypeId: type!.id, isVerified: true, passwordHash: admin!.passwordHash });
  await db.delete(userTypePrivileges).where(eq(userTypePrivileges.userTypeId, type!.id));

  // Every account signs in once, before the checks start (the sign-in page is the slow part).
  const emails = new Set([...WITHOUT_PRIVILEGE, ...AT_LAKESIDE, ...AT_NORTHWIND].flatMap((actor) => ('email' in actor ? [actor.email] : [])));
  await Promise.all([...emails].map((email) => t.tokenFor(email)));
  auditBefore = await auditCount(db);
});

/** The checks of one kind, one test per call, named after the call (vitest would shorten a `$key` title). */
const eachCall = (check: Check, title: (p: (typeof plan)[number]) => string, test: (p: (typeof plan)[number]) => Promise<void> | void) => {
  for (const p of plan.filter(({ checks }) => checks.includes(check))) {
    it(title(p), async () => {
      await test(p);
      passed(p.key, check);
    });
  }
};

// Concurrent within the file, at most vitest's maxConcurrency (5) requests in flight.
describe.concurrent('every built call of the contract', () => {
  eachCall('public', ({ key }) => `${key} is public: it answers without a token and has no rule`, async ({ call }) => {
    expect(call.access).toEqual({});
    expect((await send(call, null)).statusCode).not.toBeOneOf([401, 403]);
  });

  eachCall('no token', ({ key, call }) => `${key} answers 401 without a ${call.scope === 'integration' ? 'key' : 'token'}`, async ({ call }) => {
    const res = await send(call, null);
    expect(res.statusCode, res.body).toBe(401);
    if (call.scope === 'integration') {
      // A user's token is not a key.
      expect((await send(call, null, {}, { authorization: `Bearer ${await t.tokenFor(DEMO.admin)}` })).statusCode).toBe(401);
    } else {
      expect(res.json()).toMatchObject({ statusCode: 401, message: 'Sign in to continue.' });
    }
  });

  eachCall('open', ({ key }) => `${key} has no privilege rule and is listed as open to every signed-in user`, ({ key }) => {
    expect(OPEN_TO_EVERY_SIGNED_IN_USER.has(key), `${key} has no privilege rule: give it one, or list it in OPEN_TO_EVERY_SIGNED_IN_USER`).toBe(true);
  });

  eachCall('privilege', ({ key, refused }) => `${key} answers 403 to ${describeActor(refused)}, whose type lacks its privileges`, async ({ call, key, refused }) => {
    expect(refused, `no account of WITHOUT_PRIVILEGE lacks what ${key} needs`).toBeDefined();
    const res = await send(call, refused!);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(NO_ACCESS_TO_ACTION);
  });

  eachCall('flag', ({ key, flagged }) => `${key} answers 403 to ${describeActor(flagged)} while its feature flag is off`, async ({ call, key, flagged }) => {
    expect(call.access.flagsOff ?? [], 'a flagsOff rule needs a network with that flag on: add one to AT_LAKESIDE').toEqual([]);
    expect(flagged, `no account of AT_LAKESIDE passes the rest of ${key}'s rule`).toBeDefined();
    const res = await send(call, flagged!);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(FLAG_OFF_MESSAGE);
  });

  eachCall('other network', ({ key, asker }) => `${key} answers 404 to ${describeActor(asker)} for Lakeside's ids`, async ({ call, key, asker }) => {
    const request = OTHER_NETWORK_REQUESTS.get(call);
    expect(request, `${key} takes ids in its path: add a request naming a Lakeside record to OTHER_NETWORK_REQUESTS`).toBeDefined();
    expect(asker, `no account of AT_NORTHWIND passes ${key}'s rule`).toBeDefined();
    const res = await send(call, asker!, request!());
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('the count', () => {
  it('covers every built call of the contract, each with every check its definition asks for, writing nothing', async () => {
    const covered = plan.filter(({ key, checks }) => checks.every((check) => done.get(key)?.has(check)));
    const missing = plan.filter((p) => !covered.includes(p)).map(({ key, checks }) => `${key}: ${checks.filter((c) => !done.get(key)?.has(c)).join(', ')}`);
    expect(missing).toEqual([]);
    expect(covered.length + Object.keys(EXCEPTIONS).length).toBe(BUILT_CALLS.length);
    expect(Object.keys(EXCEPTIONS).every((key) => BUILT_CALLS.some((call) => contractKey(call) === key))).toBe(true);
    expect([...OPEN_TO_EVERY_SIGNED_IN_USER].filter((key) => !covered.some((p) => p.key === key && p.checks.includes('open')))).toEqual([]);
    expect(await auditCount(t.database.db)).toBe(auditBefore);
  });
});

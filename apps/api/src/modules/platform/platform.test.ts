import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import {
  getFeatureFlags,
  getHospitalDetails,
  getLoginContact,
  getMyPrivileges,
  getNetworks,
  getPortalConfig,
  getPrivilegesForRoles,
  getUserNetwork,
  updateLastLoginDate,
} from '@portal/domain/api/platform';
import { userTypeByName } from '@portal/domain/access/user-types';
import { auditLog } from '../../db/schema/activity';
import { networks } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let northwindId: string;
let lakesideId: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(networks);
  northwindId = rows.find((n) => n.name === 'Northwind Health')!.id;
  lakesideId = rows.find((n) => n.name === 'Lakeside Medical Center')!.id;
});
afterAll(() => t.close());

const get = (email: string | null, url: string, headers: Record<string, string> = {}) => t.call(email, { method: 'GET', url, headers });

describe('every platform call without a token', () => {
  // 401 of every call, writing nothing: access/contract-access.test.ts.
  it('rejects a forged token', async () => {
    const res = await get(null, callPath(getNetworks), { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFAYi5jIn0.' });
    expect(res.statusCode).toBe(401);
  });

  it('serves the public configuration without a token', async () => {
    const res = await get(null, callPath(getPortalConfig));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ issuer: 'http://localhost:3000/oidc', clientId: t.config.OIDC_CLIENT_ID });
  });

  it("hands over the built-in provider's endpoints at PUBLIC_URL, so a browser signs in without reading its discovery document", async () => {
    const { oidcMetadata } = (await get(null, callPath(getPortalConfig))).json();
    expect(oidcMetadata).toEqual({
      issuer: 'http://localhost:3000/oidc',
      authorization_endpoint: 'http://localhost:3000/oidc/auth',
      token_endpoint: 'http://localhost:3000/oidc/token',
      end_session_endpoint: 'http://localhost:3000/oidc/session/end',
      jwks_uri: 'http://localhost:3000/oidc/jwks',
    });
  });
});

describe('UserNetwork and Hospitals/Details', () => {
  it("gives a client user their network and only the hospitals they may see", async () => {
    const admin = (await get(DEMO.admin, callPath(getUserNetwork))).json();
    expect(admin).toMatchObject({ hospitalNetworkId: northwindId, networkName: 'Northwind Health', isSSO: false });
    const local = (await get(DEMO.localAdmin, callPath(getUserNetwork))).json();
    expect(local.hospital).toHaveLength(2);
    expect(admin.hospital.length).toBeGreaterThan(local.hospital.length);
  });

  it('answers 403 when ?email= is not the signed-in user', async () => {
    const res = await get(DEMO.admin, `${callPath(getUserNetwork)}?email=${encodeURIComponent(DEMO.general)}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The email parameter must be your own e-mail address.');
    const own = await get(DEMO.admin, `${callPath(getUserNetwork)}?email=${encodeURIComponent('Admin@Northwind.test')}`);
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 with a clear message for a malformed e-mail or network id', async () => {
    const badEmail = await get(DEMO.admin, `${callPath(getUserNetwork)}?email=not-an-email`);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('This is not a valid email address');
    const badId = await get(DEMO.admin, `${callPath(getHospitalDetails)}?networkId=42`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('networkId must be a hospital network id');
  });

  it("answers 404 for another network's id", async () => {
    const res = await get(DEMO.admin, `${callPath(getHospitalDetails)}?networkId=${lakesideId}`);
    expect(res.statusCode).toBe(404);
    const own = await get(DEMO.admin, `${callPath(getHospitalDetails)}?networkId=${northwindId}`);
    expect(own.statusCode).toBe(200);
    const stages = own.json().map((h: { approvalStages: number }) => h.approvalStages);
    expect(stages).toContain(2);
    expect(stages).toContain(1);
  });

  it("does not let a client user reach another network through the hospital-network-id header", async () => {
    const res = await get(DEMO.admin, callPath(getUserNetwork), { 'hospital-network-id': lakesideId });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot act in another hospital network.');
  });

  it('makes an internal viewer choose a network, then acts in the chosen one', async () => {
    const none = await get(DEMO.viewer, callPath(getUserNetwork));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose a hospital network first.');
    const chosen = await get(DEMO.viewer, callPath(getUserNetwork), { 'hospital-network-id': lakesideId });
    expect(chosen.json()).toMatchObject({ hospitalNetworkId: lakesideId, networkName: 'Lakeside Medical Center' });
    const unknown = await get(DEMO.viewer, callPath(getUserNetwork), { 'hospital-network-id': '00000000-0000-4000-8000-00000000dead' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await get(DEMO.viewer, callPath(getUserNetwork), { 'hospital-network-id': 'northwind' });
    expect(malformed.statusCode).toBe(404);
  });
});

describe('networks', () => {
  it('lists every network, sorted, for internal users and only their own for client users', async () => {
    const internal = (await get(DEMO.mspAdmin, callPath(getNetworks))).json().data.map((n: { networkName: string }) => n.networkName);
    expect(internal).toEqual([...internal].sort());
    expect(internal).toEqual(expect.arrayContaining(['Lakeside Medical Center', 'Northwind Health']));
    const client = (await get(DEMO.lakeside, callPath(getNetworks))).json().data;
    expect(client).toEqual([{ hospitalNetworkId: lakesideId, networkName: 'Lakeside Medical Center' }]);
  });
});

describe('privileges and feature flags', () => {
  it("serves the role's privileges from the role-to-privilege table", async () => {
    const res = (await get(DEMO.finance, callPath(getPrivilegesForRoles))).json();
    expect(res.userType).toBe('Finance');
    expect(res.privileges).toEqual([...userTypeByName('Finance')!.privileges].sort());
    expect(res.privileges).not.toContain('DownloadProtocolDocument');
  });

  it('serves /Me/Privileges only where the privilege-endpoints flag is on', async () => {
    expect((await get(DEMO.admin, callPath(getMyPrivileges))).statusCode).toBe(200);
    const lakeside = await get(DEMO.lakeside, callPath(getMyPrivileges));
    expect(lakeside.statusCode).toBe(403);
    expect(lakeside.json().message).toBe('This feature is not enabled for your hospital network.');
  });

  it("gives Lakeside the global defaults and Northwind its overrides", async () => {
    const flags = (email: string) =>
      get(email, callPath(getFeatureFlags)).then((r) => Object.fromEntries(r.json().map((f: { key: string; value: string }) => [f.key, f.value])));
    const lakeside = await flags(DEMO.lakeside);
    expect(lakeside).toMatchObject({ CountsV2: 'True', Invoicing: 'False', NewDashboard: 'False' });
    const northwind = await flags(DEMO.admin);
    expect(northwind).toMatchObject({ Invoicing: 'True', NewDashboard: 'True', CountsV2: 'True' });
  });
});

describe('LoginContact and UpdateLastLoginDateForUser', () => {
  it("returns the signed-in user's own details", async () => {
    const res = (await get(DEMO.general, callPath(getLoginContact))).json();
    expect(res).toMatchObject({ email: DEMO.general, userType: 'General User', isActive: true, isVerified: true, isJobApprover: true, hospitalNetworkId: northwindId });
  });

  it('records the last login with its audit row', async () => {
    const res = await t.call(DEMO.hr, { method: 'POST', url: callPath(updateLastLoginDate) });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO.hr));
    expect(row!.lastLoginAt?.toISOString()).toBe(res.json().lastLoginDate);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.at(-1)).toMatchObject({ action: 'last-login', actorId: row!.id, networkId: northwindId });
  });

  it('refuses an inactive account with 403', async () => {
    const token = await t.tokenFor(DEMO.finance);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO.finance));
    const res = await get(null, callPath(getLoginContact), { authorization: `Bearer ${token}` });
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.email, DEMO.finance));
    expect(res.statusCode).toBe(403);
  });
});

describe('health and errors', () => {
  it('answers health and readiness', async () => {
    expect((await get(null, '/api/health')).json()).toEqual({ status: 'ok' });
    expect((await get(null, '/api/ready')).json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown API address with the JSON error shape and a request id', async () => {
    const res = await get(null, '/api/v2/nothing-here', { 'x-request-id': 'test-123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', requestId: 'test-123' });
    expect(res.headers['x-request-id']).toBe('test-123');
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await get(null, '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/travelclient/UserNetwork', '/api/v2/networks', '/api/v2/Me/Privileges']));
  });
});

describe('Me/Profile', () => {
  const put = (email: string | null, payload: unknown) => t.call(email, { method: 'PUT', url: '/api/v2/Me/Profile', payload: payload as object });

  it('answers 400 with the form messages of SPEC.md §5 and writes nothing', async () => {
    const res = await put(DEMO.localAdmin, { firstName: ' Padded', lastName: 'x'.repeat(51), phoneNumber: '0000000000' });
    expect(res.statusCode).toBe(400);
    const message = res.json().message;
    expect(message).toContain('Invalid Formatting');
    expect(message).toContain('Last name must be at most 50 characters');
    expect(message).toContain('This is not a valid phone number');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO.localAdmin));
    expect(row!.firstName).not.toBe(' Padded');
  });

  it("updates the user's own name and phone, with its audit row", async () => {
    const res = await put(DEMO.localAdmin, { firstName: 'Morgan', lastName: 'Reyes', phoneNumber: '(512) 555-0142' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: DEMO.localAdmin, firstName: 'Morgan', lastName: 'Reyes', phoneNumber: '5125550142' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO.localAdmin));
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.at(-1)).toMatchObject({ action: 'profile-update', after: { firstName: 'Morgan', lastName: 'Reyes', phoneNumber: '5125550142' } });
  });
});

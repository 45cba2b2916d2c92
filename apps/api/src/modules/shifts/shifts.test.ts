import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHospitalDetails } from '@portal/domain/api/platform';
import { findPlatformUsers, getPlatformAccess, getShiftsUser, PlatformAccess, PlatformUser } from '@portal/domain/api/shifts';
import { callAs } from '../../test-support/call-as';
import { demoNetworkIds } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

const PRN = 'prn@northwind.test';
const BAYSIDE = 'Northwind Bayside Hospital';
const CHILDRENS = "Northwind Children's Hospital";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A test app listening on a real port whose PUBLIC_URL is itself, so the client reaches the built-in platform over HTTP. */
const listeningApp = async (env: Record<string, string> = {}) => {
  const port = await freePort();
  const t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  return t;
};

const hospitalNames = async (t: TestApp, email: string) => {
  const ids = await demoNetworkIds(t.database.db);
  const res = await callAs(t, email, getHospitalDetails, undefined, { query: { networkId: ids.northwind } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { name: string }[]).map((h) => h.name).sort();
};

describe('the built-in shifts platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await listeningApp();
  });
  afterAll(() => t.close());

  it('answers user-v2 for a platform account, 404 for anyone else, 401 without a token', async () => {
    const res = await callAs(t, PRN, getShiftsUser);
    expect(res.statusCode).toBe(200);
    const user = PlatformUser.parse(res.json());
    expect(user.permissions).toEqual(['assignments.view', 'job-requests.view', 'staff-pool.view']);
    expect(user.network.facilities.map((f) => f.name)).toEqual([BAYSIDE, CHILDRENS]);
    expect((await callAs(t, DEMO.general, getShiftsUser)).statusCode).toBe(404);
    expect((await callAs(t, null, getShiftsUser)).statusCode).toBe(401);
  });

  it('finds only the caller’s own record, and refuses a bad filter', async () => {
    const { id } = PlatformUser.parse((await callAs(t, PRN, getShiftsUser)).json());
    const own = await callAs(t, PRN, findPlatformUsers, { filterBy: { userIds: [id] } });
    expect(own.json().data).toHaveLength(1);
    expect(own.json().data[0].facilities).toHaveLength(2);
    expect((await callAs(t, DEMO.general, findPlatformUsers, { filterBy: { userIds: [id] } })).json().data).toEqual([]);
    expect((await callAs(t, PRN, findPlatformUsers, { filterBy: { userIds: [] } })).statusCode).toBe(400);
  });

  it('gives a PRN Generic user the platform’s links and facilities, and nobody else any', async () => {
    const access = PlatformAccess.parse((await callAs(t, PRN, getPlatformAccess)).json());
    expect(access).toMatchObject({ available: true, roleId: 2, permissions: ['assignments.view', 'job-requests.view', 'staff-pool.view'] });
    // The portal lists Bayside alone for the account; the platform adds Children's.
    expect(await hospitalNames(t, PRN)).toEqual([BAYSIDE, CHILDRENS]);
    expect(PlatformAccess.parse((await callAs(t, DEMO.admin, getPlatformAccess)).json())).toEqual({ available: true, roleId: null, permissions: [], facilities: [] });
  });
});

describe('a shifts platform that is down or slow', () => {
  let silent: Server;
  let silentPort: number;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silentPort = await freePort();
    // Accepts connections and never answers.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it.each([
    ['down', () => ({ SHIFTS_SERVICE_URL: `http://127.0.0.1:1/user-v2` })],
    ['slow', () => ({ SHIFTS_SERVICE_URL: `http://127.0.0.1:${silentPort}/user-v2`, PLATFORM_TIMEOUT_MS: '300' })],
  ])('when %s, leaves the portal working without platform links, on the account’s own facilities', async (_, env) => {
    const t = await listeningApp(env());
    try {
      const started = Date.now();
      const access = PlatformAccess.parse((await callAs(t, PRN, getPlatformAccess)).json());
      expect(access).toEqual({ available: false, roleId: null, permissions: [], facilities: [] });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await hospitalNames(t, PRN)).toEqual([BAYSIDE]);
    } finally {
      await t.close();
    }
  });
});

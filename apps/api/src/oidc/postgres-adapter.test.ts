import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../db/client';
import { oidcPayloads } from '../db/schema/sign-in';
import { postgresAdapter } from './postgres-adapter';
import { purgeExpiredPayloads } from './purge-expired-payloads';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openPglite(undefined);
  await handle.migrate();
}, 60_000);

afterAll(() => handle?.close());

describe('postgresAdapter', () => {
  it('stores, finds and destroys a payload of one model only', async () => {
    const sessions = postgresAdapter(handle.db)('Session');
    const grants = postgresAdapter(handle.db)('Grant');
    await sessions.upsert('same-id', { accountId: 'a', uid: 'uid-1' }, 60);
    await grants.upsert('same-id', { accountId: 'b' }, 60);

    expect(await sessions.find('same-id')).toEqual({ accountId: 'a', uid: 'uid-1' });
    expect(await grants.find('same-id')).toEqual({ accountId: 'b' });
    expect(await sessions.findByUid('uid-1')).toEqual({ accountId: 'a', uid: 'uid-1' });
    expect(await grants.findByUid('uid-1')).toBeUndefined();

    await sessions.upsert('same-id', { accountId: 'a2', uid: 'uid-1' }, 60);
    expect(await sessions.find('same-id')).toMatchObject({ accountId: 'a2' });

    await sessions.destroy('same-id');
    expect(await sessions.find('same-id')).toBeUndefined();
    expect(await grants.find('same-id')).toEqual({ accountId: 'b' });
  });

  it('hides expired payloads, keeps those without expiry and purges only the expired', async () => {
    const codes = postgresAdapter(handle.db)('AuthorizationCode');
    await codes.upsert('expiring', { accountId: 'a' }, 60);
    await codes.upsert('forever', { accountId: 'a' });
    await handle.db.execute(sql`update ${oidcPayloads} set expires_at = now() - interval '1 second' where id = 'expiring'`);
    expect(await codes.find('expiring')).toBeUndefined();
    expect(await codes.find('forever')).toEqual({ accountId: 'a' });

    await purgeExpiredPayloads(handle.db);
    const ids = await handle.db.select({ id: oidcPayloads.id }).from(oidcPayloads);
    expect(ids.map((r) => r.id)).not.toContain('expiring');
    expect(ids.map((r) => r.id)).toContain('forever');
  });

  it('marks consumed payloads', async () => {
    const codes = postgresAdapter(handle.db)('AuthorizationCode');
    await codes.upsert('code-1', { accountId: 'a' }, 60);
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));
  });

  it('finds device codes by user code', async () => {
    const deviceCodes = postgresAdapter(handle.db)('DeviceCode');
    await deviceCodes.upsert('device-1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('revokes by grant within the model', async () => {
    const refreshTokens = postgresAdapter(handle.db)('RefreshToken');
    const accessTokens = postgresAdapter(handle.db)('AccessToken');
    await refreshTokens.upsert('rt-1', { grantId: 'grant-1' }, 60);
    await refreshTokens.upsert('rt-2', { grantId: 'grant-2' }, 60);
    await accessTokens.upsert('at-1', { grantId: 'grant-1' }, 60);
    await refreshTokens.revokeByGrantId('grant-1');
    expect(await refreshTokens.find('rt-1')).toBeUndefined();
    expect(await refreshTokens.find('rt-2')).toBeDefined();
    expect(await accessTokens.find('at-1')).toBeDefined();
  });
});

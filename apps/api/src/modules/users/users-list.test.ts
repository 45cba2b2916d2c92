import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchUser, searchUsers, UserSearchResponse } from '@portal/domain/api/users';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { useUsersTestApp } from './users.test-kit';

const { t, fixture } = useUsersTestApp();

const list = async (query: Record<string, string>, as: string = DEMO.admin) => {
  const res = await callAs(t, as, searchUser, undefined, { query });
  expect(res.statusCode, res.body).toBe(200);
  return UserSearchResponse.parse(res.json());
};

const stored = (active: boolean, order: string) =>
  rowsOf<{ email: string }>(
    t,
    sql`select email from users where network_id = ${fixture.northwindId} and is_active = ${active} order by ${sql.raw(order)}`,
  );

describe('the user list', () => {
  it('pages a section in the chosen name order, with both sections counted', async () => {
    const active = await stored(true, 'lower(first_name), lower(last_name), id');
    const inactive = await stored(false, 'lower(first_name), lower(last_name), id');
    const first = await list({ pageSize: '5' });
    const second = await list({ pageSize: '5', pageNumber: '2' });
    expect([...first.data, ...second.data].map((u) => u.email)).toEqual(active.slice(0, 10).map((r) => r.email));
    expect(first).toMatchObject({ count: active.length, activeCount: active.length, inactiveCount: inactive.length });
    const byLastDesc = await stored(true, 'lower(last_name) desc, lower(first_name) desc, id desc');
    expect((await list({ sortBy: 'lastname', sortOrder: 'desc', pageSize: '100' })).data.map((u) => u.email)).toEqual(byLastDesc.map((r) => r.email));
    const inactivePage = await list({ section: 'inactive', pageSize: '100' });
    expect(inactivePage.data.map((u) => u.email)).toEqual(inactive.map((r) => r.email));
    expect(inactivePage.data.every((u) => u.accountStatus === 'Inactive')).toBe(true);
  });

  it('searches part of a name, the full name or the e-mail, in any case, and counts what it finds', async () => {
    expect((await list({ userName: 'PRIYA' })).data.map((u) => u.email)).toEqual(['priya.raman@northwind.test']);
    expect((await list({ userName: 'priya ram' })).data.map((u) => u.email)).toEqual(['priya.raman@northwind.test']);
    expect((await list({ userName: 'raman@north' })).count).toBe(1);
    // LIKE's wildcards in the text are matched as themselves.
    expect((await list({ userName: '%' })).count).toBe(0);
    const none = await list({ userName: 'zz-nobody' });
    expect(none).toEqual({ data: [], count: 0, activeCount: 0, inactiveCount: 0 });
  });

  it('answers the same on the v2 path, and a page past the end still counts', async () => {
    const v2 = await callAs(t, DEMO.admin, searchUsers, undefined, { query: { pageNumber: '100' } });
    const body = UserSearchResponse.parse(v2.json());
    expect(body.data).toEqual([]);
    expect(body.activeCount).toBeGreaterThan(0);
  });

  it('marks which rows the reader may edit', async () => {
    const page = await list({ pageSize: '100' }, DEMO.localAdmin);
    const byEmail = new Map(page.data.map((u) => [u.email, u]));
    expect(byEmail.get('noel.ibarra@northwind.test')?.canEdit).toBe(false);
    expect(byEmail.get('marcus.hale@northwind.test')?.canEdit).toBe(true);
    expect(byEmail.get(DEMO.admin)?.canEdit).toBe(false);
    expect(byEmail.get('harper.quinn@northwind.test')?.canEdit).toBe(false);
  });
});

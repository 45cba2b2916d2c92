import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resendActivationEmail } from '@portal/domain/api/invitations';
import { getUserHistory, putUser, searchUser, UserSearchResponse, type UserListItem } from '@portal/domain/api/users';
import { getUserNetwork } from '@portal/domain/api/platform';
import { ACCOUNT_INACTIVE } from '@portal/domain/messages';
import { CANNOT_EDIT_TOOLTIP, EMAIL_TAKEN_MESSAGE, STATUS_LOCKED_MESSAGE } from '@portal/domain/users/user-rules';
import { addUser } from '@portal/domain/api/users';
import { callPath } from '@portal/domain/api/call';
import { callAs } from '../../test-support/call-as';
import { auditCount, rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { HOSPITAL_NOT_GRANTABLE, TYPE_NOT_GRANTABLE } from './user-change-checks';
import { OWN_ACCOUNT_LOCKED } from './update-user';
import { BAYSIDE_HOSPITAL, EASTSIDE_HOSPITAL, GENERAL_HOSPITAL, LEADERSHIP_TYPE, newUser, userRow, useUsersTestApp } from './users.test-kit';

const { t, fixture } = useUsersTestApp();

const listed = async (email: string, section: 'active' | 'inactive' = 'active', as: string = DEMO.admin): Promise<UserListItem | undefined> => {
  const res = await callAs(t, as, searchUser, undefined, { query: { userName: email.slice(0, 30), section } });
  return UserSearchResponse.parse(res.json()).data.find((user) => user.email === email);
};

const add = async (as: string, hospitals: string[], overrides = {}) => {
  const payload = newUser(hospitals.map((name) => fixture.hospital[name]!), overrides);
  const res = await callAs(t, as, addUser, payload);
  return { res, payload };
};

const put = (as: string, user: UserListItem, changes: Record<string, unknown>) =>
  callAs(
    t,
    as,
    putUser,
    {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber ?? '',
      userTypeId: user.userTypeId,
      hospitalIds: user.hospitalIds,
      isActive: user.isActive,
      isJobApprover: user.isJobApprover,
      version: user.version,
      ...changes,
    },
    { params: { id: user.userID } },
  );

describe('adding a user', () => {
  it('creates an invited user, queues a single-use invitation e-mail and audits both', async () => {
    const { res, payload } = await add(DEMO.admin, [GENERAL_HOSPITAL]);
    expect(res.statusCode, res.body).toBe(201);
    const user = await listed(payload.email);
    expect(user).toMatchObject({ accountStatus: 'Invited', isVerified: false, phoneNumber: '2065550188', hospitalNames: [GENERAL_HOSPITAL], canEdit: true });
    const mails = await rowsOf<{ body: string }>(t, sql`select body from outbound_emails where to_address = ${payload.email}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toMatch(/\/register\?token=/);
    const actions = await rowsOf<{ action: string }>(t, sql`select action from audit_log where entity_id = ${user!.userID} order by id`);
    expect(actions.map((a) => a.action)).toEqual(['user-added', 'invitation-sent']);
  });

  it('creates one user for a repeated add with the same Idempotency-Key', async () => {
    const payload = newUser([fixture.hospital[GENERAL_HOSPITAL]!]);
    const send = () => t.call(DEMO.admin, { method: 'POST', url: callPath(addUser), payload, headers: { 'idempotency-key': `add-${payload.email}` } });
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    const mails = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from outbound_emails where to_address = ${payload.email}`);
    expect(mails[0]!.n).toBe(1);
  });

  it('answers 409 with the SPEC text for an address another account has, in any case and any network, writing nothing', async () => {
    const before = await auditCount(t.database.db);
    for (const email of [DEMO.general.toUpperCase(), DEMO.lakeside]) {
      const res = await callAs(t, DEMO.admin, addUser, newUser([fixture.hospital[GENERAL_HOSPITAL]!], { email }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(EMAIL_TAKEN_MESSAGE);
    }
    expect(await auditCount(t.database.db)).toBe(before);
  });

  it('refuses a Local Admin granting a facility or a type it lacks', async () => {
    const before = await auditCount(t.database.db);
    const hospital = await add(DEMO.localAdmin, [GENERAL_HOSPITAL, BAYSIDE_HOSPITAL]);
    expect(hospital.res.statusCode).toBe(403);
    expect(hospital.res.json().message).toBe(HOSPITAL_NOT_GRANTABLE);
    // Leadership holds ViewCustomReports, which a Local Admin has not.
    const type = await add(DEMO.localAdmin, [GENERAL_HOSPITAL], { userTypeId: LEADERSHIP_TYPE });
    expect(type.res.statusCode).toBe(403);
    expect(type.res.json().message).toBe(TYPE_NOT_GRANTABLE);
    expect(await auditCount(t.database.db)).toBe(before);
  });

  it('lets a Local Admin add a user of its own facilities', async () => {
    const { res } = await add(DEMO.localAdmin, [EASTSIDE_HOSPITAL]);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('editing a user', () => {
  it('refuses a Local Admin editing a user of facilities it does not share, and marks the row', async () => {
    const { payload } = await add(DEMO.admin, [BAYSIDE_HOSPITAL]);
    const user = (await listed(payload.email, 'active', DEMO.localAdmin))!;
    expect(user).toMatchObject({ canEdit: false, canChangeStatus: false });
    const res = await put(DEMO.localAdmin, user, { firstName: 'Changed' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CANNOT_EDIT_TOOLTIP);
    expect((await userRow(t, user.userID))!.firstName).toBe('Nova');
  });

  it('refuses a Client Admin editing a Local Admin row (SPEC.md §6), marks it CANNOT EDIT and writes nothing', async () => {
    const localAdmin = (await listed(DEMO.localAdmin, 'active', DEMO.admin))!;
    expect(localAdmin).toMatchObject({ userType: 'Local Admin', canEdit: false, canChangeStatus: false });
    const before = await auditCount(t.database.db);
    const res = await put(DEMO.admin, localAdmin, { firstName: 'Changed' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CANNOT_EDIT_TOOLTIP);
    expect((await userRow(t, localAdmin.userID))!.firstName).toBe(localAdmin.firstName);
    expect(await auditCount(t.database.db)).toBe(before);
  });

  it('keeps the status read-only for a Local Admin when the user also has a facility outside its own', async () => {
    const { payload } = await add(DEMO.admin, [GENERAL_HOSPITAL, BAYSIDE_HOSPITAL]);
    const user = (await listed(payload.email, 'active', DEMO.localAdmin))!;
    expect(user).toMatchObject({ canEdit: true, canChangeStatus: false });
    const res = await put(DEMO.localAdmin, user, { isActive: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(STATUS_LOCKED_MESSAGE);
    // Taking away the facility it does not have is refused too; renaming is allowed.
    const drop = await put(DEMO.localAdmin, user, { hospitalIds: [fixture.hospital[GENERAL_HOSPITAL]!] });
    expect(drop.statusCode).toBe(403);
    expect((await put(DEMO.localAdmin, user, { firstName: 'Renamed' })).statusCode).toBe(200);
  });

  it('refuses changing one’s own status or type, and an MSP Admin is not found', async () => {
    const self = (await listed(DEMO.admin))!;
    expect(self).toMatchObject({ canEdit: false, canChangeStatus: false });
    // A Client Admin's row is the provider's to change; any account's own type, facilities and status are never its own to change.
    for (const change of [{ isActive: false }, { userTypeId: 2 }]) {
      const res = await put(DEMO.admin, self, change);
      expect(res.statusCode).toBe(403);
      expect([CANNOT_EDIT_TOOLTIP, OWN_ACCOUNT_LOCKED]).toContain(res.json().message);
    }
    expect((await userRow(t, self.userID))!.isActive).toBe(true);
    const msp = await put(DEMO.admin, { ...self, userID: fixture.userId[DEMO.mspAdmin]! }, { email: DEMO.mspAdmin });
    expect(msp.statusCode).toBe(404);
  });

  it('answers 409 to an update of a stale version', async () => {
    const { payload } = await add(DEMO.admin, [GENERAL_HOSPITAL]);
    const user = (await listed(payload.email))!;
    expect((await put(DEMO.admin, user, { firstName: 'First' })).statusCode).toBe(200);
    const stale = await put(DEMO.admin, user, { firstName: 'Second' });
    expect(stale.statusCode).toBe(409);
  });

  it('makes a General User of a two-stage facility a 2-step approver, and shows it in the history', async () => {
    const { payload } = await add(DEMO.admin, [GENERAL_HOSPITAL]);
    const user = (await listed(payload.email))!;
    expect((await put(DEMO.admin, user, { isJobApprover: true })).statusCode).toBe(200);
    expect((await userRow(t, user.userID))!.isJobApprover).toBe(true);
    const history = (await callAs(t, DEMO.admin, getUserHistory, undefined, { params: { id: user.userID } })).json();
    expect(history[0]).toMatchObject({ action: 'Updated', actor: 'Avery Collins', changes: [{ field: '2-Step Approver', from: 'No', to: 'Yes' }] });
    const oneStage = await add(DEMO.admin, [EASTSIDE_HOSPITAL]);
    const other = (await listed(oneStage.payload.email))!;
    expect((await put(DEMO.admin, other, { isJobApprover: true })).statusCode).toBe(403);
  });
});

describe('deactivation', () => {
  it('refuses the deactivated user’s next call at once and ends their provider sessions', async () => {
    expect((await callAs(t, DEMO.finance, getUserNetwork)).statusCode).toBe(200);
    const userId = fixture.userId[DEMO.finance]!;
    const sessions = async () => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from oidc_payloads where payload->>'accountId' = ${userId}`))[0]!.n;
    expect(await sessions()).toBeGreaterThan(0);
    const user = (await listed(DEMO.finance))!;
    const res = await put(DEMO.admin, user, { isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await callAs(t, DEMO.finance, getUserNetwork);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_INACTIVE);
    expect(await sessions()).toBe(0);
    expect(await listed(DEMO.finance, 'inactive')).toMatchObject({ accountStatus: 'Inactive' });
  });
});

describe('resending a team member’s invitation', () => {
  it('sends again once a minute for an editor, refuses a General User and another network', async () => {
    const { payload } = await add(DEMO.admin, [GENERAL_HOSPITAL]);
    const user = (await listed(payload.email))!;
    const resend = (as: string) => callAs(t, as, resendActivationEmail, undefined, { query: { userId: user.userID } });
    // The add's own invitation does not hold the first resend back; the next waits a minute.
    expect((await resend(DEMO.admin)).statusCode).toBe(204);
    expect((await resend(DEMO.admin)).statusCode).toBe(429);
    const mails = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from outbound_emails where to_address = ${payload.email}`);
    expect(mails[0]!.n).toBe(2);
    expect((await resend(DEMO.general)).statusCode).toBe(403);
    expect((await resend(DEMO.lakeside)).statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addUser,
  downloadUsers,
  exportUsersList,
  getUserHistory,
  getUserType,
  getUserTypes,
  postUsers,
  putUser,
  searchUser,
  searchUsers,
  updateUser,
  UserSearchResponse,
  USER_CALLS,
} from '@portal/domain/api/users';
import { UNSTORABLE_TEXT_MESSAGE } from '@portal/domain/api/storable-text';
import { callAs } from '../../test-support/call-as';
import { auditCount } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { GENERAL_HOSPITAL, newUser, useUsersTestApp } from './users.test-kit';

const { t, fixture } = useUsersTestApp();

const A_UUID = '00000000-0000-4000-8000-000000000000';

/** A well-formed request of each call, addressed at Northwind's general@ user. */
const wellFormed = () => {
  const general = fixture.userId[DEMO.general]!;
  const payload = { ...newUser([fixture.hospital[GENERAL_HOSPITAL]!]), email: DEMO.general, version: 1 };
  return [
    { call: searchUser, query: {} },
    { call: searchUsers, query: {} },
    { call: getUserType },
    { call: getUserTypes },
    { call: addUser, body: newUser([fixture.hospital[GENERAL_HOSPITAL]!]) },
    { call: postUsers, body: newUser([fixture.hospital[GENERAL_HOSPITAL]!]) },
    { call: updateUser, body: { ...payload, userID: general } },
    { call: putUser, params: { id: general }, body: payload },
    { call: exportUsersList, body: {} },
    { call: downloadUsers, body: {} },
    { call: getUserHistory, params: { id: general } },
  ];
};

const send = (email: string | null, name: string) => {
  const { call, body, ...address } = wellFormed().find((request) => request.call.name === name)!;
  return callAs(t, email, call, body, address);
};

const NAMES = USER_CALLS.map((call) => call.name);
const CHANGES = [addUser.name, postUsers.name, updateUser.name, putUser.name];

describe('access to the user calls', () => {
  // 401, and 403 to a General User for the changes: access/contract-access.test.ts.
  it.each(NAMES.filter((name) => !CHANGES.includes(name)))('%s answers a General User (view and export are theirs)', async (name) => {
    expect((await send(DEMO.general, name)).statusCode).toBe(200);
  });
});

describe('another network', () => {
  it('lists only the own network, and a networkId of another network is not found', async () => {
    const res = await callAs(t, DEMO.lakeside, searchUser, undefined, { query: { pageSize: '100' } });
    const body = UserSearchResponse.parse(res.json());
    expect(body.data.every((user) => user.email.endsWith('@lakeside.test'))).toBe(true);
    expect(body.data.map((u) => u.email)).not.toContain(DEMO.general);
    const other = await callAs(t, DEMO.lakeside, searchUsers, undefined, { query: { networkId: fixture.northwindId } });
    expect(other.statusCode).toBe(404);
  });

  it('answers 404 to an update, a history or an export naming another network, writing nothing', async () => {
    const before = await auditCount(t.database.db);
    const general = fixture.userId[DEMO.general]!;
    const payload = { ...newUser([fixture.lakesideHospitalId]), email: DEMO.general, version: 1 };
    expect((await callAs(t, 'admin@northwind.test', getUserHistory, undefined, { params: { id: fixture.userId[DEMO.lakeside]! } })).statusCode).toBe(404);
    const lakesideAdmin = await callAs(t, DEMO.admin, putUser, { ...payload, email: DEMO.lakeside }, { params: { id: fixture.userId[DEMO.lakeside]! } });
    expect(lakesideAdmin.statusCode).toBe(404);
    const foreignHospital = await callAs(t, DEMO.admin, putUser, payload, { params: { id: general } });
    expect(foreignHospital.statusCode).toBe(404);
    expect((await callAs(t, DEMO.admin, exportUsersList, { networkId: fixture.lakesideId })).statusCode).toBe(404);
    expect(await auditCount(t.database.db)).toBe(before);
  });
});

describe('validation of the user calls', () => {
  const hospital = () => [fixture.hospital[GENERAL_HOSPITAL]!];
  const BAD = [
    { call: searchUser, query: { userName: 'x'.repeat(31) }, message: 'Maximum length is 30 characters' },
    { call: searchUser, query: { sortBy: 'startdate' }, message: 'sortBy' },
    { call: searchUser, query: { pageSize: '101' }, message: 'pageSize must be at most 100' },
    { call: searchUser, query: { section: 'all' }, message: 'section' },
    { call: searchUser, query: { networkId: 'abc' }, message: 'networkId must be a hospital network id' },
    { call: addUser, body: () => newUser(hospital(), { email: '' }), message: 'This field is required' },
    { call: addUser, body: () => newUser(hospital(), { email: 'not-an-address' }), message: 'This is not a valid email address' },
    { call: addUser, body: () => newUser(hospital(), { email: `${'a'.repeat(95)}@x.test` }), message: 'Email address must be at most 100 characters' },
    { call: addUser, body: () => newUser(hospital(), { firstName: ' Nova' }), message: 'Invalid Formatting' },
    { call: addUser, body: () => newUser(hospital(), { firstName: 'N'.repeat(51) }), message: 'First name must be at most 50 characters' },
    { call: addUser, body: () => newUser(hospital(), { lastName: 'Q'.repeat(51) }), message: 'Last name must be at most 50 characters' },
    { call: addUser, body: () => newUser(hospital(), { phoneNumber: '555-0188' }), message: 'Invalid formatting' },
    { call: addUser, body: () => newUser(hospital(), { phoneNumber: '(111) 111-1111' }), message: 'This is not a valid phone number' },
    { call: addUser, body: () => newUser(hospital(), { phoneNumber: '(011) 555-0188' }), message: 'This is not a valid phone number' },
    { call: addUser, body: () => newUser([]), message: 'This field is required' },
    { call: addUser, body: () => newUser(['x']), message: 'hospitalIds must hold hospital ids' },
    { call: addUser, body: () => newUser(hospital(), { firstName: 'N\u0000va' }), message: UNSTORABLE_TEXT_MESSAGE },
    { call: addUser, body: () => newUser(hospital(), { userTypeId: 4 }), message: 'Your account cannot give this user type.', status: 403 },
    { call: addUser, body: () => newUser(hospital(), { userTypeId: 99 }), message: 'userTypeId must be one of the user types.' },
    { call: addUser, body: () => newUser(hospital(), { userTypeId: 7, isJobApprover: true }), message: 'Only a General User can be a job approver.' },
    { call: putUser, params: { id: 'abc' }, body: () => ({ ...newUser(hospital()), version: 1 }), message: 'id must be a user id' },
    { call: putUser, params: { id: A_UUID }, body: () => ({ ...newUser(hospital()), version: 1 }), message: 'User not found.', status: 404 },
    { call: updateUser, body: () => ({ ...newUser(hospital()), version: 1 }), message: 'userID' },
    { call: getUserHistory, params: { id: 'abc' }, message: 'id must be a user id' },
    { call: exportUsersList, body: () => ({}), query: { format: 'pdf' }, message: 'format' },
  ];

  it.each(BAD)('$call.name answers 400 (or the status named) saying what is wrong: $message', async ({ call, body, message, status, ...address }) => {
    const before = await auditCount(t.database.db);
    const res = await callAs(t, DEMO.admin, call, typeof body === 'function' ? body() : body, address);
    expect(res.statusCode, res.body).toBe(status ?? 400);
    expect(res.body).toContain(message);
    expect(await auditCount(t.database.db)).toBe(before);
  });
});

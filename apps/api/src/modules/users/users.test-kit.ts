import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { UserPayload } from '@portal/domain/users/user-form';
import { demoNetworkIds, rowsOf } from '../../test-support/demo-records';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** Shared steps of the user maintenance tests: the demo networks' hospitals and users found by name, and the drawer's payload. */

export interface UsersFixture {
  northwindId: string;
  lakesideId: string;
  /** Northwind hospitals by name. */
  hospital: Record<string, string>;
  lakesideHospitalId: string;
  userId: Record<string, string>;
}

export const GENERAL_HOSPITAL = 'Northwind General Hospital';
export const EASTSIDE_HOSPITAL = 'Northwind Eastside Medical Center';
export const BAYSIDE_HOSPITAL = 'Northwind Bayside Hospital';
export const GENERAL_USER_TYPE = 3;
export const LOCAL_ADMIN_TYPE = 2;
export const LEADERSHIP_TYPE = 9;
export const HR_TYPE = 7;

export const useUsersTestApp = () => {
  const t = {} as TestApp;
  const fixture = {} as UsersFixture;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    const ids = await demoNetworkIds(t.database.db);
    const hospitals = await rowsOf<{ id: string; name: string; networkId: string }>(t, sql`select id, name, network_id as "networkId" from hospitals`);
    const users = await rowsOf<{ id: string; email: string }>(t, sql`select id, email from users`);
    Object.assign(fixture, {
      northwindId: ids.northwind,
      lakesideId: ids.lakeside,
      hospital: Object.fromEntries(hospitals.filter((h) => h.networkId === ids.northwind).map((h) => [h.name, h.id])),
      lakesideHospitalId: hospitals.find((h) => h.networkId === ids.lakeside)!.id,
      userId: Object.fromEntries(users.map((u) => [u.email, u.id])),
    });
  });
  afterAll(() => t.close());
  return { t, fixture };
};

let counter = 0;

/** A valid drawer payload for a new General User with a unique e-mail. */
export const newUser = (hospitalIds: string[], overrides: Partial<UserPayload> = {}): UserPayload => {
  counter += 1;
  return {
    email: `new.user${counter}.${Date.now()}@northwind.test`,
    firstName: 'Nova',
    lastName: 'Quinn',
    phoneNumber: '(206) 555-0188',
    userTypeId: GENERAL_USER_TYPE,
    hospitalIds,
    isActive: true,
    isJobApprover: false,
    ...overrides,
  };
};

export const userRow = async (t: TestApp, id: string) =>
  (
    await rowsOf<{ isActive: boolean; isJobApprover: boolean; userTypeId: number; version: number; firstName: string }>(
      t,
      sql`select is_active as "isActive", is_job_approver as "isJobApprover", user_type_id as "userTypeId", version, first_name as "firstName" from users where id = ${id}`,
    )
  )[0];

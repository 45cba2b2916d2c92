import { describe, expect, it } from 'vitest';
import { flagsFromServerList, serverFlagKey, clientFlagKey, FEATURE_FLAGS } from './feature-flags';
import { USER_TYPES, userTypeFromGroups, userTypeGroup } from './user-types';

describe('user types', () => {
  it('reads the user type from prefixed group strings', () => {
    expect(userTypeFromGroups(['Everyone', userTypeGroup('Finance')])?.name).toBe('Finance');
    expect(userTypeFromGroups(['Client Portal Travel User Type: Nobody'])).toBeUndefined();
  });

  it('does not offer Client Admin for selection, and only General User may approve jobs among restricted types', () => {
    expect(USER_TYPES.find((t) => t.name === 'Client Admin')?.selectable).toBe(false);
    const restricted = USER_TYPES.filter((t) => t.restricted).map((t) => t.name);
    expect(restricted.sort()).toEqual(['Finance', 'General User', 'Human Resources']);
  });

  it('has unique ids and names', () => {
    expect(new Set(USER_TYPES.map((t) => t.id)).size).toBe(USER_TYPES.length);
    expect(new Set(USER_TYPES.map((t) => t.name)).size).toBe(USER_TYPES.length);
  });
});

describe('feature flags', () => {
  it("turns server keys to camel case and reads 'True' as on", () => {
    expect(serverFlagKey('newDashboard')).toBe('NewDashboard');
    expect(clientFlagKey('NewDashboard')).toBe('newDashboard');
    const flags = flagsFromServerList([
      { key: 'NewDashboard', value: 'True' },
      { key: 'CountsV2', value: 'False' },
      { key: 'Invoicing', value: 'true' },
      { key: 'UnknownFlag', value: 'True' },
    ]);
    expect(flags.newDashboard).toBe(true);
    expect(flags.countsV2).toBe(false);
    expect(flags.invoicing).toBe(false);
    expect(flags.protocolArchive).toBe(FEATURE_FLAGS.protocolArchive);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allows, type AccessRule } from '@portal/domain/access/access-rule';
import type { Privilege } from '@portal/domain/access/privileges';
import { USER_TYPES } from '@portal/domain/access/user-types';
import { DECIDING_RULES } from '@portal/domain/api/decisions';
import { useDemoTestApp } from '../test-support/demo-test-app';
import { rowsOf } from '../test-support/demo-records';
import { typePassesRule } from './access-sql';

const { t } = useDemoTestApp();

const RULES: [string, AccessRule][] = [
  ...Object.entries(DECIDING_RULES).flatMap(([kind, rules]) => rules.map((rule, i): [string, AccessRule] => [`${kind} #${i}`, rule])),
  ['an admin type or a privilege', { privileges: ['ViewFinances'], orUserTypes: ['Client Admin'] }],
  ['one type alone', { privileges: ['ViewInsights'], onlyUserTypes: ['General User'] }],
];

describe('typePassesRule', () => {
  it.each(RULES)('agrees with allows() for every user type of the database: %s', async (_name, rule) => {
    const types = await rowsOf<{ id: number; privileges: Privilege[]; passes: boolean }>(
      t,
      sql`select ut.id, coalesce(array_agg(p.name) filter (where p.name is not null), '{}') as privileges,
                 ${typePassesRule(sql`ut.id`, rule)} as passes
          from user_types ut left join user_type_privileges up on up.user_type_id = ut.id left join privileges p on p.id = up.privilege_id
          group by ut.id order by ut.id`,
    );
    expect(types.length).toBe(USER_TYPES.length);
    // Some types pass and some do not, or the comparison below would prove little.
    expect(new Set(types.map((type) => type.passes))).toEqual(new Set([true, false]));
    for (const type of types) {
      const userType = USER_TYPES.find((candidate) => candidate.id === type.id)!.name;
      expect({ userType, passes: type.passes }).toEqual({ userType, passes: allows({ userType, privileges: type.privileges, flags: {} as never }, rule) });
    }
  });

  it('refuses a rule with feature flags: they are a network setting, not a user type one', () => {
    expect(() => typePassesRule(sql`1`, { flagsOn: ['insights'] })).toThrow(/feature flags/);
  });
});

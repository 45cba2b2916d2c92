import { sql } from 'drizzle-orm';
import { FEATURE_FLAGS, FLAG_KEYS } from '@portal/domain/access/feature-flags';
import { PRIVILEGES } from '@portal/domain/access/privileges';
import { USER_TYPES } from '@portal/domain/access/user-types';
import type { Database } from '../db/client';
import {
  closeJobReasons,
  declineReasons,
  documentCategories,
  featureFlags,
  jobReasons,
  privileges,
  shiftLengths,
  shifts,
  titles,
  userTypePrivileges,
  userTypes,
} from '../db/schema/reference';
import type { Tx } from '../db/tenant';
import { lockSeeding } from './advisory-lock';
import {
  CLOSE_JOB_REASONS,
  DECLINE_REASONS,
  DOCUMENT_CATEGORIES,
  JOB_REASONS,
  SHIFT_LENGTHS,
  SHIFTS,
  TITLES,
  type LookupRow,
} from './reference-data';

/** Privilege ids are positions in PRIVILEGES (1-based), so that list may only grow at its end. */
const privilegeId = (name: (typeof PRIVILEGES)[number]): number => PRIVILEGES.indexOf(name) + 1;

type LookupTable = typeof titles;

const upsertLookup = async (tx: Tx, table: LookupTable, rows: readonly LookupRow[]) => {
  await tx
    .insert(table)
    .values([...rows])
    .onConflictDoUpdate({ target: table.id, set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` } });
};

/**
 * A role's privileges are written only while the role has none: after that the database copy is
 * the operator's to change without a release (see user-types.ts), and a restart must not undo it.
 */
const seedRolePrivileges = async (tx: Tx) => {
  const seeded = await tx.selectDistinct({ id: userTypePrivileges.userTypeId }).from(userTypePrivileges);
  const seededIds = new Set(seeded.map((r) => r.id));
  const rows = USER_TYPES.filter((t) => !seededIds.has(t.id)).flatMap((t) =>
    t.privileges.map((p) => ({ userTypeId: t.id, privilegeId: privilegeId(p) })),
  );
  if (rows.length > 0) await tx.insert(userTypePrivileges).values(rows).onConflictDoNothing();
};

/**
 * Lookup tables, user types, privileges and global flag defaults. Migrations create these tables
 * empty, so this runs on every start; it is cheap and idempotent (upserts keyed on fixed ids).
 */
export const seedReference = (db: Database): Promise<void> =>
  db.transaction(async (tx) => {
    await lockSeeding(tx);
    await tx
      .insert(userTypes)
      .values(
        USER_TYPES.map(({ id, name, internal, admin, restricted, selectable }) => ({
          id,
          name,
          internal,
          admin,
          restricted,
          selectable,
        })),
      )
      .onConflictDoUpdate({
        target: userTypes.id,
        set: {
          name: sql`excluded.name`,
          internal: sql`excluded.internal`,
          admin: sql`excluded.admin`,
          restricted: sql`excluded.restricted`,
          selectable: sql`excluded.selectable`,
        },
      });
    await tx
      .insert(privileges)
      .values(PRIVILEGES.map((name) => ({ id: privilegeId(name), name })))
      .onConflictDoUpdate({ target: privileges.id, set: { name: sql`excluded.name` } });
    await seedRolePrivileges(tx);
    await tx
      .insert(featureFlags)
      .values(FLAG_KEYS.map((key) => ({ key, defaultOn: FEATURE_FLAGS[key] })))
      .onConflictDoUpdate({ target: featureFlags.key, set: { defaultOn: sql`excluded.default_on` } });
    await upsertLookup(tx, titles, TITLES);
    await upsertLookup(tx, shifts, SHIFTS);
    await upsertLookup(tx, shiftLengths, SHIFT_LENGTHS);
    await upsertLookup(tx, jobReasons, JOB_REASONS);
    await upsertLookup(tx, declineReasons, DECLINE_REASONS);
    await upsertLookup(tx, closeJobReasons, CLOSE_JOB_REASONS);
    await upsertLookup(tx, documentCategories, DOCUMENT_CATEGORIES);
  });

import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** Lookup tables shared by every network (no tenant column, no row-level security). */

export const userTypes = pgTable('user_types', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
  internal: boolean('internal').notNull(),
  admin: boolean('admin').notNull(),
  restricted: boolean('restricted').notNull(),
  selectable: boolean('selectable').notNull(),
});

export const privileges = pgTable('privileges', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** The role-to-privilege table served by /Me/Privileges and /GetPrivilegesForRoles. */
export const userTypePrivileges = pgTable(
  'user_type_privileges',
  {
    userTypeId: smallint('user_type_id')
      .notNull()
      .references(() => userTypes.id),
    privilegeId: smallint('privilege_id')
      .notNull()
      .references(() => privileges.id),
  },
  (t) => [primaryKey({ columns: [t.userTypeId, t.privilegeId] })],
);

const lookup = (name: string) =>
  pgTable(name, {
    id: smallint('id').primaryKey(),
    name: text('name').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
  });

export const titles = lookup('titles');
export const shifts = lookup('shifts');
export const shiftLengths = lookup('shift_lengths');
export const jobReasons = lookup('job_reasons');
export const declineReasons = lookup('decline_reasons');
export const closeJobReasons = lookup('close_job_reasons');
export const documentCategories = lookup('document_categories');

/** Global defaults of SPEC.md §9; a network may override them in network_feature_flags. */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  defaultOn: boolean('default_on').notNull(),
});

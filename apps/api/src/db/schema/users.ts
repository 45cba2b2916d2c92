import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { userTypes } from './reference';
import { hospitals, networks, networkIdColumn } from './tenancy';

/**
 * Portal accounts. Client users belong to one network; internal users (MSP Admin, viewers) have none
 * and pick one per session. Sign-in reads this table outside any tenant (see db/tenant.ts).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: uuid('network_id').references(() => networks.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    userTypeId: smallint('user_type_id')
      .notNull()
      .references(() => userTypes.id),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    isJobApprover: boolean('is_job_approver').notNull().default(false),
    notificationPreference: text('notification_preference').notNull().default('Email'),
    notificationPrefEmail: text('notification_pref_email'),
    passwordHash: text('password_hash'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_network_idx').on(t.networkId),
    // A User Maintenance section in either name order (SearchUser): a page is read off the index in order.
    index('users_list_first_name_idx').on(t.networkId, t.isActive, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    index('users_list_last_name_idx').on(t.networkId, t.isActive, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    // Unit managers are names (SPEC.md §3): the active users a manager's name may name, with what
    // matching and checking them reads, so My decisions matches a network's users from the index alone
    // (the name's own columns too: PostgreSQL reads an expression off an index only with its columns).
    index('users_full_name_idx')
      .on(t.networkId, sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id, t.userTypeId, t.firstName, t.lastName)
      .where(sql`${t.isActive}`),
  ],
);

export const userHospitals = pgTable(
  'user_hospitals',
  {
    networkId: networkIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hospitalId] })],
);

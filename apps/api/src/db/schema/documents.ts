import { boolean, customType, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deals } from './deals';
import { documentCategories } from './reference';
import { networkIdColumn } from './tenancy';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Bytes of a stored file (compliance PDF, client work order, invoice), kept apart so lists stay light. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  networkId: networkIdColumn(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documents = pgTable(
  'documents',
  {
    /** blobId of SPEC.md §3. */
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    kind: text('kind', { enum: ['compliance', 'cwo', 'legacy'] }).notNull(),
    categoryId: smallint('category_id').references(() => documentCategories.id),
    parentId: uuid('parent_id'),
    protocolAssetId: text('protocol_asset_id'),
    assetVersion: integer('asset_version').notNull().default(1),
    displayName: text('display_name').notNull(),
    displayDescription: text('display_description'),
    status: text('status', { enum: ['Pending', 'Completed', 'Expired'] }).notNull(),
    secondaryStatus: text('secondary_status', {
      enum: ['Completed', 'Expired', 'ExpiringSoon', 'OtherPendingOk', 'BlanketExceptionPendingOk', 'Suppressed'],
    }),
    isPendingOkayAuditApproved: boolean('is_pending_okay_audit_approved').notNull().default(false),
    isSuppressedAuditApproved: boolean('is_suppressed_audit_approved').notNull().default(false),
    followUpDate: date('follow_up_date'),
    expirationDate: date('expiration_date'),
    fileId: uuid('file_id').references(() => files.id),
  },
  (t) => [index('documents_deal_idx').on(t.dealId, t.kind)],
);

import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deals } from './deals';
import { jobPostings } from './jobs';
import { networkIdColumn } from './tenancy';

/**
 * A job posting created to replace an ending assignment (issue 34 item 4): the link that marks the
 * assignment replaced while the job asks for clinicians or is filled
 * (docs/decisions/0161-replace-an-ending-assignment.md). A table of its own rather than a column of
 * `job_postings`, so the jobs schema does not import the deals schema that imports it.
 */
export const jobReplacements = pgTable(
  'job_replacements',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobPostings.id),
    networkId: networkIdColumn(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_replacements_deal_idx').on(t.dealId)],
);

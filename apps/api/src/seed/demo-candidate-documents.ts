import { sql } from 'drizzle-orm';
import { documents } from '../db/schema/documents';
import type { Tx } from '../db/tenant';
import type { SeedCalendar } from './dates';
import type { SeededDeal } from './demo-deals';
import type { SeededNetwork } from './demo-tenancy';
import { DOCUMENT_CATALOGUE, type CatalogueItem } from './document-catalogue';
import { insertChunks } from './insert-chunks';
import { insertTemplateFiles, type TemplateFiles } from './insert-template-files';
import type { PdfContent } from './pdf';
import type { Rng } from './prng';
import { DOCUMENT_CATEGORIES, lookupId } from './reference-data';

type DocumentRow = typeof documents.$inferInsert;

/** A candidate's file is the start of a clinician's: the top-level documents without groups, some still pending. */
const CANDIDATE_FILE: readonly CatalogueItem[] = DOCUMENT_CATALOGUE.filter((item) => !item.children && item.optional === undefined);

const STATUS_WEIGHTS = [
  ['Completed', 70],
  ['Pending', 20],
  ['Expired', 10],
] as const;

/**
 * Compliance files of every candidate (the documents a hospital reviews before an offer), as real
 * PDFs from `template`. Run after the network's other seeding, from its own random stream, so
 * every row seeded before keeps its id and values.
 */
export const seedCandidateDocuments = async (
  tx: Tx,
  network: SeededNetwork,
  seededDeals: readonly SeededDeal[],
  template: (content: PdfContent) => Promise<Uint8Array>,
  calendar: SeedCalendar,
  rng: Rng,
): Promise<void> => {
  const { spec, newId } = network;
  const templateFiles = new Map<Uint8Array, TemplateFiles>();
  const documentRows: DocumentRow[] = [];
  for (const deal of seededDeals.filter((d) => d.stage === 'candidate')) {
    for (const item of CANDIDATE_FILE) {
      const status = rng.weighted(STATUS_WEIGHTS.filter(([s]) => item.expires || s !== 'Expired'));
      const bytes = await template({ title: item.name, lines: [`Category: ${item.category}`, `Status: ${status}`] });
      const fileId = newId('file');
      const group = templateFiles.get(bytes) ?? { fileName: `${item.name}.pdf`, content: bytes, ids: [] };
      group.ids.push(fileId);
      templateFiles.set(bytes, group);
      documentRows.push({
        id: newId('document'),
        networkId: spec.id,
        dealId: deal.id,
        kind: 'compliance',
        categoryId: lookupId(DOCUMENT_CATEGORIES, item.category),
        displayName: item.name,
        displayDescription: item.description,
        status,
        secondaryStatus: status === 'Pending' ? null : status,
        followUpDate: status === 'Pending' ? calendar.date(rng.int(3, 14)) : null,
        expirationDate: status === 'Expired' ? calendar.date(-rng.int(1, 60)) : item.expires ? calendar.date(rng.int(90, 700)) : null,
        fileId,
      });
    }
  }
  await insertTemplateFiles(tx, spec.id, calendar.at(0), templateFiles.values());
  await insertChunks(tx, documents, documentRows);
};

/**
 * The review clock's past: candidates already overdue when the demo is seeded had their reminder
 * then, so a fresh start reminds only of those that pass their review-by time from now on.
 */
export const markPastReviewReminders = async (tx: Tx, now: Date) => {
  await tx.execute(sql`
    update deals d set review_reminded_at = d.submitted_at + make_interval(hours => n.candidate_review_hours::int)
    from networks n
    where n.id = d.network_id and d.stage = 'candidate' and d.status in ('Ready for Review', 'Pending Review')
      and d.submitted_at + make_interval(hours => n.candidate_review_hours::int) < ${now.toISOString()}::timestamptz`);
};

/**
 * When the decided deals (every deal but those still waiting for review) were offered or declined:
 * 2 to 95 hours after submission or after their job was posted, whichever is later, fixed by the
 * deal's id so a reseed gives the same times, and never after the seed's moment. Insights' review
 * time and time to fill read it.
 */
export const markPastDecisions = async (tx: Tx, now: Date) => {
  await tx.execute(sql`
    update deals d
    set decided_at = least(greatest(d.submitted_at, coalesce(j.created_at, d.submitted_at)) + make_interval(hours => 2 + abs(hashtext(d.id::text)) % 94),
                           ${now.toISOString()}::timestamptz)
    from deals x left join job_postings j on j.id = x.job_id
    where x.id = d.id and d.decided_at is null and d.status not in ('Ready for Review', 'Pending Review')`);
};

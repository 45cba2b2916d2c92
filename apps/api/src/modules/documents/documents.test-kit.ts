import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clinicians, deals } from '../../db/schema/deals';
import { documents, files } from '../../db/schema/documents';

/** Test support: finds demo documents by what they are, never by a hard-coded id (docs/decisions/0019-demo-data-seeding.md). */

type DocumentKind = (typeof documents.$inferSelect)['kind'];

/** The documents of one kind with their assignment, clinician and bytes, in a network, in id order. */
export const documentsIn = (db: Database, networkId: string, kind: DocumentKind) =>
  db
    .select({ document: documents, deal: deals, clinician: clinicians, file: files })
    .from(documents)
    .innerJoin(deals, eq(deals.id, documents.dealId))
    .innerJoin(clinicians, eq(clinicians.id, deals.clinicianId))
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(and(eq(documents.networkId, networkId), eq(documents.kind, kind), eq(deals.stage, 'assignment')))
    .orderBy(asc(documents.id));

export type DemoDocument = Awaited<ReturnType<typeof documentsIn>>[number];

/** True when the SPEC.md §4 selection rule lets the document be downloaded. */
export const downloadable = (d: DemoDocument) =>
  d.document.status !== 'Pending' || (d.document.secondaryStatus === 'OtherPendingOk' && d.document.isPendingOkayAuditApproved);

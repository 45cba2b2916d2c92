import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ASSIGNMENT_NOT_FOUND } from '@portal/domain/messages';
import type { Visibility } from '../../context/visibility';
import { clinicians, deals } from '../../db/schema/deals';
import { documents, files } from '../../db/schema/documents';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { DOCUMENT_NOT_FOUND, fileColumns } from '../../lib/documents/deal-documents';

/** Deals whose documents the user may open: assignments (not candidates) of visible hospitals. */
const visibleAssignment = (visibility: Visibility) =>
  and(eq(deals.networkId, visibility.networkId), eq(deals.stage, 'assignment'), inArray(deals.hospitalId, [...visibility.hospitalIds]));

/** The assignment and its clinician's name (archives are named after them); 404 when not visible. */
export const findAssignmentForDocuments = async (tx: Tx, visibility: Visibility, dealId: string) => {
  if (visibility.hospitalIds.length === 0) throw notFound(ASSIGNMENT_NOT_FOUND);
  const [deal] = await tx
    .select({ id: deals.id, clinicianId: deals.clinicianId, firstName: clinicians.firstName, lastName: clinicians.lastName })
    .from(deals)
    .innerJoin(clinicians, eq(clinicians.id, deals.clinicianId))
    .where(and(eq(deals.id, dealId), visibleAssignment(visibility)));
  if (!deal) throw notFound(ASSIGNMENT_NOT_FOUND);
  return deal;
};


/** The client work orders of one assignment, newest first; one without a stored file cannot be offered. */
export const cwoDocuments = (tx: Tx, networkId: string, dealId: string) =>
  tx
    .select({ blobId: documents.id, displayName: documents.displayName, createdAt: files.createdAt })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(and(eq(documents.networkId, networkId), eq(documents.dealId, dealId), eq(documents.kind, 'cwo')))
    .orderBy(desc(files.createdAt), asc(documents.id));

/** One document with its bytes and its deal, if it belongs to an assignment the user may see; else 404. */
export const documentWithFile = async (tx: Tx, visibility: Visibility, blobId: string) => {
  if (visibility.hospitalIds.length === 0) throw notFound(DOCUMENT_NOT_FOUND);
  const [document] = await tx
    .select({ ...fileColumns, dealId: deals.id })
    .from(documents)
    .innerJoin(deals, eq(deals.id, documents.dealId))
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(and(eq(documents.id, blobId), eq(documents.networkId, visibility.networkId), visibleAssignment(visibility)));
  if (!document) throw notFound(DOCUMENT_NOT_FOUND);
  return document;
};

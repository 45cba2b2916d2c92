import type { FastifyInstance } from 'fastify';
import {
  getCandidateDocumentDataByIds,
  getCandidateZipDocumentByIds,
  getListOfProtocolForCandidates,
} from '@portal/domain/api/candidates';
import { CANDIDATE_NOT_FOUND } from '@portal/domain/candidates/candidate-rules';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http-errors';
import { complianceDocuments } from '../../lib/documents/deal-documents';
import { archiveName, documentsAsOneFile, selectDocumentsForDownload, ZIP_CONTENT_TYPE } from '../../lib/documents/document-downloads';
import { buildDocumentList } from '../../lib/documents/document-list';
import { logDocumentDownload } from '../../lib/documents/log-download';
import { zipStream } from '../../lib/zip-archive';
import { FileReply } from '../../plugins/file-reply';
import { registerCall } from '../../plugins/register-call';
import { findCandidateForDocuments } from './find-candidate';

/**
 * A candidate's compliance documents and their downloads, as the assignment documents are (the
 * same list, PDFs and ZIPs from lib/documents). Bytes are read inside the tenant transaction, which
 * records the download in the candidate's history; archives are built after it.
 */
export const registerCandidateDocumentRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getListOfProtocolForCandidates, async ({ visibility, query, inTenant }) =>
    inTenant(async (tx) => {
      const candidate = await findCandidateForDocuments(tx, visibility, query.dealId);
      // The clinician in the address must be this candidate's, or the pair names nothing.
      if (candidate.clinicianId !== query.travelerId) throw notFound(CANDIDATE_NOT_FOUND);
      return buildDocumentList(await complianceDocuments(tx, visibility.networkId, candidate.id), true);
    }),
  );

  registerCall(app, deps, getCandidateDocumentDataByIds, async ({ ctx, visibility, body, inTenant }) => {
    const blobIds = body.docDetails.map((detail) => detail.blobId);
    const { candidate, documents } = await inTenant(async (tx) => {
      const found = await findCandidateForDocuments(tx, visibility, body.dealId);
      const selected = await selectDocumentsForDownload(tx, visibility.networkId, found, blobIds);
      await logDocumentDownload(tx, { networkId: visibility.networkId, user: ctx.user, entity: 'candidate', entityId: found.id, files: selected });
      return { candidate: found, documents: selected };
    });
    return documentsAsOneFile(candidate, documents);
  });

  registerCall(app, deps, getCandidateZipDocumentByIds, async ({ ctx, visibility, query, body, inTenant }) => {
    const blobIds = body.docDetails.map((detail) => detail.blobId);
    const documents = await inTenant(async (tx) => {
      const candidate = await findCandidateForDocuments(tx, visibility, body.dealId);
      const selected = await selectDocumentsForDownload(tx, visibility.networkId, candidate, blobIds);
      await logDocumentDownload(tx, { networkId: visibility.networkId, user: ctx.user, entity: 'candidate', entityId: candidate.id, files: selected });
      return selected;
    });
    return new FileReply(archiveName(query.name), ZIP_CONTENT_TYPE, zipStream(documents));
  });
};

import type { FastifyInstance } from 'fastify';
import { can } from '@portal/domain/access/access-rule';
import {
  getCwoDocuments,
  getDocumentDataById,
  getDocumentDataByIds,
  getDocumentsForAssigned,
  getLegacyDocuments,
  getListOfProtocolForAssignedTraveler,
  getZipDocumentByIds,
} from '@portal/domain/api/documents';
import { ASSIGNMENT_NOT_FOUND } from '@portal/domain/messages';
import type { AppDeps } from '../../app-deps';
import { forbidden, notFound } from '../../http-errors';
import { FileReply } from '../../plugins/file-reply';
import { registerCall } from '../../plugins/register-call';
import { complianceDocuments, dealFiles } from '../../lib/documents/deal-documents';
import {
  archiveName,
  clinicianStem,
  documentsAsOneFile,
  fileAnswer,
  selectDocumentsForDownload,
  today,
  ZIP_CONTENT_TYPE,
} from '../../lib/documents/document-downloads';
import { buildDocumentList } from '../../lib/documents/document-list';
import { logDocumentDownload } from '../../lib/documents/log-download';
import { zipStream } from '../../lib/zip-archive';
import { cwoDocuments, documentWithFile, findAssignmentForDocuments } from './document-queries';

/**
 * An assignment's documents: the compliance list and its downloads, client work orders and the
 * Compliance Archive. Bytes are read inside the tenant transaction, which records the download in
 * the assignment's history; archives are built after it.
 */
export const registerDocumentRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getDocumentsForAssigned, async ({ visibility, params, query, inTenant }) =>
    inTenant(async (tx) => {
      const deal = await findAssignmentForDocuments(tx, visibility, params.dealId);
      // The clinician in the address must be this assignment's, or the pair names nothing.
      if (deal.clinicianId !== params.travelerId) throw notFound(ASSIGNMENT_NOT_FOUND);
      return buildDocumentList(await complianceDocuments(tx, visibility.networkId, deal.id), query.getSecondaryAssets === 'true');
    }),
  );

  // The same documents by query, as GetListOfProtocolForCandidates reads a candidate's (SPEC.md §7).
  registerCall(app, deps, getListOfProtocolForAssignedTraveler, async ({ visibility, query, inTenant }) =>
    inTenant(async (tx) => {
      const deal = await findAssignmentForDocuments(tx, visibility, query.dealId);
      if (deal.clinicianId !== query.travelerId) throw notFound(ASSIGNMENT_NOT_FOUND);
      return buildDocumentList(await complianceDocuments(tx, visibility.networkId, deal.id), true);
    }),
  );

  registerCall(app, deps, getDocumentDataById, async ({ ctx, visibility, query, inTenant }) => {
    const document = await inTenant(async (tx) => {
      const found = await documentWithFile(tx, visibility, query.blobId);
      // A work order is part of the assignment card; compliance files are the Documents tab's (SPEC.md §2).
      if (found.kind !== 'cwo' && !can(ctx, 'DownloadProtocolDocument')) throw forbidden();
      await logDocumentDownload(tx, { networkId: visibility.networkId, user: ctx.user, entity: 'deal', entityId: found.dealId, files: [found] });
      return found;
    });
    return fileAnswer(document);
  });

  registerCall(app, deps, getCwoDocuments, async ({ visibility, query, inTenant }) =>
    inTenant(async (tx) => {
      const deal = await findAssignmentForDocuments(tx, visibility, query.dealId);
      const rows = await cwoDocuments(tx, visibility.networkId, deal.id);
      return rows.map(({ createdAt, ...row }) => ({ ...row, createdDate: createdAt.toISOString() }));
    }),
  );

  registerCall(app, deps, getDocumentDataByIds, async ({ ctx, visibility, body, inTenant }) => {
    const blobIds = body.docDetails.map((detail) => detail.blobId);
    const { deal, documents } = await inTenant(async (tx) => {
      const found = await findAssignmentForDocuments(tx, visibility, body.dealId);
      const selected = await selectDocumentsForDownload(tx, visibility.networkId, found, blobIds);
      await logDocumentDownload(tx, { networkId: visibility.networkId, user: ctx.user, entity: 'deal', entityId: found.id, files: selected });
      return { deal: found, documents: selected };
    });
    return documentsAsOneFile(deal, documents);
  });

  registerCall(app, deps, getZipDocumentByIds, async ({ ctx, visibility, query, body, inTenant }) => {
    const blobIds = body.docDetails.map((detail) => detail.blobId);
    const documents = await inTenant(async (tx) => {
      const deal = await findAssignmentForDocuments(tx, visibility, body.dealId);
      const selected = await selectDocumentsForDownload(tx, visibility.networkId, deal, blobIds);
      await logDocumentDownload(tx, { networkId: visibility.networkId, user: ctx.user, entity: 'deal', entityId: deal.id, files: selected });
      return selected;
    });
    return new FileReply(archiveName(query.name), ZIP_CONTENT_TYPE, zipStream(documents));
  });

  registerCall(app, deps, getLegacyDocuments, async ({ ctx, visibility, params, inTenant }) => {
    const { deal, files } = await inTenant(async (tx) => {
      const found = await findAssignmentForDocuments(tx, visibility, params.dealId);
      const legacy = await dealFiles(tx, visibility.networkId, found.id, 'legacy');
      if (legacy.length === 0) throw notFound('This assignment has no archived compliance files.');
      await logDocumentDownload(tx, { networkId: visibility.networkId, user: ctx.user, entity: 'deal', entityId: found.id, files: legacy });
      return { deal: found, files: legacy };
    });
    return new FileReply(`${clinicianStem(deal)}_${today()}.zip`, ZIP_CONTENT_TYPE, zipStream(files));
  });
};

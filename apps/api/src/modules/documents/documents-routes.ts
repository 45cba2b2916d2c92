import type { FastifyInstance } from 'fastify';
import { can } from '@portal/domain/access/access-rule';
import {
  getCwoDocuments,
  getDocumentDataById,
  getDocumentDataByIds,
  getDocumentsForAssigned,
  getLegacyDocuments,
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
import { zipStream } from '../../exports/zip-archive';
import { cwoDocuments, documentWithFile, findAssignmentForDocuments } from './document-queries';

/**
 * An assignment's documents: the compliance list and its downloads, client work orders and the
 * Compliance Archive. Bytes are read inside the tenant transaction; archives are built after it.
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

  registerCall(app, deps, getDocumentDataById, async ({ ctx, visibility, query, inTenant }) => {
    const document = await inTenant((tx) => documentWithFile(tx, visibility, query.blobId));
    // A work order is part of the assignment card; compliance files are the Documents tab's (SPEC.md §2).
    if (document.kind !== 'cwo' && !can(ctx, 'DownloadProtocolDocument')) throw forbidden();
    return fileAnswer(document);
  });

  registerCall(app, deps, getCwoDocuments, async ({ visibility, query, inTenant }) =>
    inTenant(async (tx) => {
      const deal = await findAssignmentForDocuments(tx, visibility, query.dealId);
      const rows = await cwoDocuments(tx, visibility.networkId, deal.id);
      return rows.map(({ createdAt, ...row }) => ({ ...row, createdDate: createdAt.toISOString() }));
    }),
  );

  registerCall(app, deps, getDocumentDataByIds, async ({ visibility, body, inTenant }) => {
    const blobIds = body.docDetails.map((detail) => detail.blobId);
    const { deal, documents } = await inTenant(async (tx) => {
      const found = await findAssignmentForDocuments(tx, visibility, body.dealId);
      return { deal: found, documents: await selectDocumentsForDownload(tx, visibility.networkId, found, blobIds) };
    });
    return documentsAsOneFile(deal, documents);
  });

  registerCall(app, deps, getZipDocumentByIds, async ({ visibility, query, body, inTenant }) => {
    const blobIds = body.docDetails.map((detail) => detail.blobId);
    const documents = await inTenant(async (tx) =>
      selectDocumentsForDownload(tx, visibility.networkId, await findAssignmentForDocuments(tx, visibility, body.dealId), blobIds),
    );
    return new FileReply(archiveName(query.name), ZIP_CONTENT_TYPE, zipStream(documents));
  });

  registerCall(app, deps, getLegacyDocuments, async ({ visibility, params, inTenant }) => {
    const { deal, files } = await inTenant(async (tx) => {
      const found = await findAssignmentForDocuments(tx, visibility, params.dealId);
      return { deal: found, files: await dealFiles(tx, visibility.networkId, found.id, 'legacy') };
    });
    if (files.length === 0) throw notFound('This assignment has no archived compliance files.');
    return new FileReply(`${clinicianStem(deal)}_${today()}.zip`, ZIP_CONTENT_TYPE, zipStream(files));
  });
};

import { z } from 'zod';
import { storableText } from './storable-text';
import { DOCUMENT_TEXT_MAX, INTEGER_ID_MAX } from '../limits';
import { defineCall } from './call';

/** The onboarding system the documents come from, sent as query text: an empty one is refused, not read as 0. */
const onBoardingSystemId = z.coerce.number().int().min(1).max(INTEGER_ID_MAX).optional();

/** Most documents one multi-download may ask for. */
export const MAX_DOCUMENTS_PER_DOWNLOAD = 500;

export const DOCUMENT_STATUSES = ['Pending', 'Completed', 'Expired'] as const;
export const DOCUMENT_SECONDARY_STATUSES = ['Completed', 'Expired', 'ExpiringSoon', 'OtherPendingOk', 'BlanketExceptionPendingOk', 'Suppressed'] as const;

const blobId = z.uuid({ message: 'blobId must be a document id' });

const DocumentAssetBase = z.object({
  blobId: z.uuid(),
  assetVersion: z.number().int(),
  displayName: z.string(),
  displayDescription: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  secondaryStatus: z.enum(DOCUMENT_SECONDARY_STATUSES).nullable(),
  isPendingOkayAuditApproved: z.boolean(),
  isSuppressedAuditApproved: z.boolean(),
  followUpDate: z.iso.date().nullable(),
  expirationDate: z.iso.date().nullable(),
  categoryName: z.string(),
  protocolAssetId: z.string().nullable(),
  isParentAsset: z.boolean(),
  isChecked: z.boolean(),
});

/** A document asset of SPEC.md §3; a parent asset groups its secondary assets. */
export const DocumentAsset = DocumentAssetBase.extend({
  assetGroups: z.array(z.object({ name: z.string(), secondaryAssets: z.array(DocumentAssetBase) })),
});
export type DocumentAsset = z.infer<typeof DocumentAsset>;

export const DocumentListResponse = z.object({
  assetList: z.array(DocumentAsset),
  categoryList: z.array(z.string()),
  totalCount: z.number().int().min(0),
  completedCount: z.number().int().min(0),
});
export type DocumentListResponse = z.infer<typeof DocumentListResponse>;

const DOCUMENTS_ACCESS = { privileges: ['ViewAssignedDetails', 'DownloadProtocolDocument'] } as const;

export const getDocumentsForAssigned = defineCall({
  name: 'GetDocumentsForAssigned',
  method: 'GET',
  version: 'v1',
  path: 'GetDocumentsForAssigned/:dealId/:travelerId',
  summary: "Compliance documents of an assignment's clinician, grouped by category.",
  scope: 'tenant',
  access: DOCUMENTS_ACCESS,
  params: z.object({ dealId: z.uuid({ message: 'dealId must be a deal id' }), travelerId: z.uuid({ message: 'travelerId must be a clinician id' }) }),
  query: z.object({ getSecondaryAssets: z.enum(['true', 'false']).default('true') }),
  response: DocumentListResponse,
});

export const getListOfProtocolForAssignedTraveler = defineCall({
  name: 'GetListOfProtocolForAssignedTraveler',
  method: 'GET',
  version: 'v1',
  path: 'GetListOfProtocolForAssignedTraveler',
  summary: "The assigned clinician's protocol: compliance documents with their secondary assets, listed as a candidate's are.",
  scope: 'tenant',
  access: DOCUMENTS_ACCESS,
  query: z.object({ dealId: z.uuid({ message: 'dealId must be a deal id' }), travelerId: z.uuid({ message: 'travelerId must be a clinician id' }) }),
  response: DocumentListResponse,
});

/** One downloaded file (SPEC.md §3 download response), its bytes in base64. */
export const DocumentFile = z.object({
  file: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  documentStatus: z.enum(DOCUMENT_STATUSES).nullable(),
});
export type DocumentFile = z.infer<typeof DocumentFile>;

export const getDocumentDataById = defineCall({
  name: 'GetDocumentDataById',
  method: 'GET',
  version: 'v1',
  path: 'GetDocumentDataById',
  summary: 'One document as base64: a compliance document (needs DownloadProtocolDocument) or a client work order.',
  scope: 'tenant',
  access: { privileges: ['ViewAssignedDetails'] },
  query: z.object({ blobId }),
  response: DocumentFile,
});

export const CwoDocument = z.object({ blobId: z.uuid(), displayName: z.string(), createdDate: z.iso.datetime({ offset: true }) });

export const getCwoDocuments = defineCall({
  name: 'GetCWODocuments',
  method: 'GET',
  version: 'v1',
  path: 'GetCWODocuments',
  summary: 'Client work orders of an assignment.',
  scope: 'tenant',
  access: { privileges: ['ViewAssignedDetails'] },
  query: z.object({ dealId: z.uuid({ message: 'dealId must be a deal id' }) }),
  response: z.array(CwoDocument),
});

export const DocumentDataByIdsRequest = z.object({
  dealId: z.uuid({ message: 'dealId must be a deal id' }),
  docDetails: z
    .array(
      z.object({
        blobId,
        AssetVersion: z.number().int().optional(),
        Displaydescription: storableText().max(DOCUMENT_TEXT_MAX).nullable().optional(),
        Displayname: storableText().max(DOCUMENT_TEXT_MAX).optional(),
      }),
    )
    .min(1, 'Choose at least one document')
    .max(MAX_DOCUMENTS_PER_DOWNLOAD, `At most ${MAX_DOCUMENTS_PER_DOWNLOAD} documents at a time`),
});

export const getDocumentDataByIds = defineCall({
  name: 'GetDocumentDataByIds',
  method: 'POST',
  version: 'v1',
  path: 'GetDocumentDataByIds',
  summary: 'Several documents of one assignment: one PDF when one is asked for, otherwise one ZIP, as the first item.',
  scope: 'tenant',
  access: DOCUMENTS_ACCESS,
  query: z.object({ onBoardingSystemId }),
  body: DocumentDataByIdsRequest,
  response: z.array(DocumentFile),
});

export const getZipDocumentByIds = defineCall({
  name: 'GetZipDocumentByIds',
  method: 'POST',
  version: 'v1',
  path: 'GetZipDocumentByIds',
  summary: 'Several documents of one assignment as one streamed ZIP file named after `name`.',
  scope: 'tenant',
  access: DOCUMENTS_ACCESS,
  query: z.object({
    name: storableText().trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
    onBoardingSystemId,
  }),
  body: DocumentDataByIdsRequest,
  response: z.string().describe('application/zip, named in Content-Disposition'),
});

export const getLegacyDocuments = defineCall({
  name: 'GetLegacyDocuments',
  method: 'GET',
  version: 'v2',
  path: 'deals/:dealId/Documents/Legacy',
  summary: "The Compliance Archive: the assignment's archived files as a ZIP named after the clinician and the date.",
  scope: 'tenant',
  access: { ...DOCUMENTS_ACCESS, flagsOn: ['protocolArchive'] },
  params: z.object({ dealId: z.uuid({ message: 'dealId must be a deal id' }) }),
  response: z.string().describe('application/zip, named in Content-Disposition'),
});

export const DOCUMENT_CALLS = [
  getDocumentsForAssigned,
  getListOfProtocolForAssignedTraveler,
  getDocumentDataById, getCwoDocuments, getDocumentDataByIds, getZipDocumentByIds, getLegacyDocuments] as const;

import { z } from 'zod';
import { MSP_ADMIN } from '../access/user-types';
import { DEAL_STATUS_EVENT_NAMES } from '../deals/deal-status-events';
import { ROUTE_ID_MAX } from '../limits';
import { defineCall } from './call';

/** Only an MSP Admin creates, lists and revokes the provider's API keys (issue 15). */
const MSP_ADMIN_ONLY = { onlyUserTypes: [MSP_ADMIN] } as const;

const timestamp = z.iso.datetime({ offset: true });
const NAME_MAX = 100;
const EXTERNAL_ID_MAX = 100;

export const ApiKeyItem = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: timestamp,
  revokedAt: timestamp.nullable(),
});
export type ApiKeyItem = z.infer<typeof ApiKeyItem>;

export const CreateApiKeyRequest = z.object({
  name: z.string().trim().min(1, 'name is required').max(NAME_MAX, `name must be at most ${NAME_MAX} characters`),
});

/** The key itself is in this answer only: the portal keeps its SHA-256 alone. */
export const CreateApiKeyResponse = ApiKeyItem.extend({ key: z.string() });
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponse>;

export const ApiKeyIdParams = z.object({ id: z.string().min(1).max(ROUTE_ID_MAX, `id must be at most ${ROUTE_ID_MAX} characters`) });

export const createApiKey = defineCall({
  name: 'createApiKey',
  method: 'POST',
  version: 'v2',
  path: 'integration-keys',
  summary: "Creates an API key for one provider system in the selected network; the key is shown once.",
  scope: 'tenant',
  access: MSP_ADMIN_ONLY,
  body: CreateApiKeyRequest,
  response: CreateApiKeyResponse,
  successStatus: 201,
});

export const getApiKeys = defineCall({
  name: 'getApiKeys',
  method: 'GET',
  version: 'v2',
  path: 'integration-keys',
  summary: "The selected network's API keys, newest first, revoked ones included.",
  scope: 'tenant',
  access: MSP_ADMIN_ONLY,
  response: z.object({ items: z.array(ApiKeyItem) }),
});

export const revokeApiKey = defineCall({
  name: 'revokeApiKey',
  method: 'POST',
  version: 'v2',
  path: 'integration-keys/:id/revoke',
  summary: 'Revokes an API key at once: its next call is refused (401). Revoking twice keeps the first time.',
  scope: 'tenant',
  access: MSP_ADMIN_ONLY,
  params: ApiKeyIdParams,
  response: ApiKeyItem,
});

const boundedText = (name: string, max: number) =>
  z.string().trim().min(1, `${name} is required`).max(max, `${name} must be at most ${max} characters`);
const optionalText = (name: string, max: number) => z.string().trim().max(max, `${name} must be at most ${max} characters`).optional();

export const IntegrationClinician = z.object({
  externalId: boundedText('clinician.externalId', EXTERNAL_ID_MAX),
  firstName: boundedText('clinician.firstName', NAME_MAX),
  lastName: boundedText('clinician.lastName', NAME_MAX),
  email: z.email('clinician.email must be an e-mail address').max(254, 'clinician.email must be at most 254 characters'),
  phoneNumber: optionalText('clinician.phoneNumber', 40),
  yearsOfExperience: z.number().int().min(0).max(80).optional(),
  primarySkill: optionalText('clinician.primarySkill', NAME_MAX),
});

/**
 * A candidate submitted to a job: `externalId` is the provider's id of this submission (a replay
 * answers the first submission), `jobId` the job number the portal shows (CPT…).
 */
export const SubmitCandidateRequest = z.object({
  externalId: boundedText('externalId', EXTERNAL_ID_MAX),
  jobId: boundedText('jobId', 40),
  clinician: IntegrationClinician,
});

export const SubmitCandidateResponse = z.object({
  dealId: z.uuid(),
  clinicianId: z.uuid(),
  candidateStatus: z.string(),
  submittedAt: timestamp,
});
export type SubmitCandidateResponse = z.infer<typeof SubmitCandidateResponse>;

export const submitIntegrationCandidate = defineCall({
  name: 'submitIntegrationCandidate',
  method: 'POST',
  version: 'v2',
  path: 'integration/candidates',
  summary:
    "Provider systems (API key): submits a clinician to a job as a candidate Ready for Review, creating or updating the clinician by their external id, and tells the users who can review it. Idempotent on externalId.",
  scope: 'integration',
  access: {},
  body: SubmitCandidateRequest,
  response: SubmitCandidateResponse,
  successStatus: 201,
});

export const DealIdParams = z.object({ dealId: z.string().min(1).max(ROUTE_ID_MAX, `dealId must be at most ${ROUTE_ID_MAX} characters`) });

/**
 * A change of a deal's status reported by the provider: `externalId` is the provider's id of this
 * event (a replay answers the first change); `version`, when sent, must be the deal's current one.
 */
export const ChangeDealStatusRequest = z.object({
  externalId: boundedText('externalId', EXTERNAL_ID_MAX),
  event: z.enum(DEAL_STATUS_EVENT_NAMES),
  version: z.number().int().min(1).max(2_147_483_647).optional(),
});

export const ChangeDealStatusResponse = z.object({
  dealId: z.uuid(),
  status: z.string(),
  version: z.number().int(),
});
export type ChangeDealStatusResponse = z.infer<typeof ChangeDealStatusResponse>;

export const changeIntegrationDealStatus = defineCall({
  name: 'changeIntegrationDealStatus',
  method: 'POST',
  version: 'v2',
  path: 'integration/deals/:dealId/status',
  summary:
    "Provider systems (API key): offer accepted, assignment started, completed or cancelled. A deal not in a status the event comes from, or a stale version, is a 409. Idempotent on externalId.",
  scope: 'integration',
  access: {},
  params: DealIdParams,
  body: ChangeDealStatusRequest,
  response: ChangeDealStatusResponse,
});

/** Base64 of at most 750,000 bytes: the request stays under the API's 1 MiB body limit. */
export const DOCUMENT_BASE64_MAX = 1_000_000;

/**
 * A document of a deal: `documentId` is the provider's id of the document (a second upload with the
 * same one replaces the file and raises its version); `externalId` is this upload's id (a replay
 * answers the first upload). The file is a PDF, sent as base64.
 */
export const PutDealDocumentRequest = z.object({
  externalId: boundedText('externalId', EXTERNAL_ID_MAX),
  documentId: boundedText('documentId', EXTERNAL_ID_MAX),
  kind: z.enum(['compliance', 'cwo']),
  displayName: boundedText('displayName', 200),
  displayDescription: optionalText('displayDescription', 500),
  status: z.enum(['Pending', 'Completed', 'Expired']),
  expirationDate: z.iso.date().optional(),
  fileName: boundedText('fileName', 200),
  contentBase64: z
    .string()
    .min(1, 'contentBase64 is required')
    .max(DOCUMENT_BASE64_MAX, `contentBase64 must be at most ${DOCUMENT_BASE64_MAX} characters (a PDF of about 750 kB)`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'contentBase64 must be base64'),
});

export const PutDealDocumentResponse = z.object({
  dealId: z.uuid(),
  blobId: z.uuid(),
  assetVersion: z.number().int(),
  replaced: z.boolean(),
});
export type PutDealDocumentResponse = z.infer<typeof PutDealDocumentResponse>;

export const putIntegrationDealDocument = defineCall({
  name: 'putIntegrationDealDocument',
  method: 'POST',
  version: 'v2',
  path: 'integration/deals/:dealId/documents',
  summary:
    "Provider systems (API key): adds a PDF document to a deal, or replaces the file of the deal's document with the same documentId. Idempotent on externalId.",
  scope: 'integration',
  access: {},
  params: DealIdParams,
  body: PutDealDocumentRequest,
  response: PutDealDocumentResponse,
});

export const INVOICE_LINES_MAX = 200;
const HOURS_IN_WEEK = 168;

export const IntegrationInvoiceLine = z.object({
  /** The assignment billed, when the provider knows it: then the portal checks the line against its bill rate. */
  dealId: z.uuid('dealId must be a deal id').optional(),
  clinicianName: boundedText('clinicianName', 200),
  weekStart: z.iso.date(),
  regularHours: z.number().min(0).max(HOURS_IN_WEEK),
  overtimeHours: z.number().min(0).max(HOURS_IN_WEEK),
  rateCents: z.number().int().min(0).max(10_000_000),
  amountCents: z.number().int().min(0).max(1_000_000_000),
});

/** An invoice as the provider bills it: its amount is the sum of its lines; `externalId` makes a replay answer the first post. */
export const PostInvoiceRequest = z.object({
  externalId: boundedText('externalId', EXTERNAL_ID_MAX),
  invoiceNumber: boundedText('invoiceNumber', 40),
  hospitalId: z.uuid('hospitalId must be a hospital id'),
  name: boundedText('name', 200),
  unit: optionalText('unit', 200),
  invoiceDate: z.iso.date(),
  lines: z.array(IntegrationInvoiceLine).min(1, 'lines must hold at least one line').max(INVOICE_LINES_MAX, `lines must hold at most ${INVOICE_LINES_MAX} lines`),
});

export const PostInvoiceResponse = z.object({
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  amountCents: z.number().int(),
});
export type PostInvoiceResponse = z.infer<typeof PostInvoiceResponse>;

export const postIntegrationInvoice = defineCall({
  name: 'postIntegrationInvoice',
  method: 'POST',
  version: 'v2',
  path: 'integration/invoices',
  summary:
    "Provider systems (API key): posts an unpaid invoice with its lines to a hospital of the key's network. An invoice number already used is a 409. Idempotent on externalId.",
  scope: 'integration',
  access: {},
  body: PostInvoiceRequest,
  response: PostInvoiceResponse,
  successStatus: 201,
});

export const API_KEY_CALLS = [createApiKey, getApiKeys, revokeApiKey] as const;
export const INTEGRATION_CALLS = [
  submitIntegrationCandidate,
  changeIntegrationDealStatus,
  putIntegrationDealDocument,
  postIntegrationInvoice,
] as const;

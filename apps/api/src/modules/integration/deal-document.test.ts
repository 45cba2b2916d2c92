import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { createApiKey, putIntegrationDealDocument, type CreateApiKeyResponse } from '@portal/domain/api/integration';
import { auditCount, demoNetworkIds, rowsOf } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

const t = {} as TestApp;
const ids = { northwind: '', lakeside: '' };
let key: CreateApiKeyResponse;

const pdf = async (title: string) => {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage().drawText(title);
  return Buffer.from(await doc.save()).toString('base64');
};

const dealIn = async (networkId: string) =>
  (await rowsOf<{ id: string }>(t, sql`select id from deals where network_id = ${networkId} and stage = 'assignment' order by id limit 1`))[0]!.id;

const counts = async () =>
  (await rowsOf<{ documents: number; files: number }>(t, sql`select (select count(*)::int from documents) as documents, (select count(*)::int from files) as files`))[0]!;

const put = (dealId: string, payload: object, headers: Record<string, string> = { authorization: `ApiKey ${key.key}` }) =>
  t.app.inject({ method: 'POST', url: callPath(putIntegrationDealDocument).replace(':dealId', dealId), headers, payload });

const upload = async (externalId: string, title: string) => ({
  externalId,
  documentId: 'doc-bls',
  kind: 'compliance',
  displayName: 'BLS certificate',
  status: 'Completed',
  expirationDate: '2027-06-30',
  fileName: 'bls.pdf',
  contentBase64: await pdf(title),
});

beforeAll(async () => {
  Object.assign(t, await createTestApp());
  Object.assign(ids, await demoNetworkIds(t.database.db));
  const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: { 'hospital-network-id': ids.northwind }, payload: { name: 'Provider DMS' } });
  key = res.json<CreateApiKeyResponse>();
});
afterAll(() => t.close());

describe("a deal's documents through the integration API", () => {
  it('adds a PDF, replaces it by the same documentId, and answers a replay without writing', async () => {
    const dealId = await dealIn(ids.northwind);
    const before = await counts();
    const first = await put(dealId, await upload('up-1', 'First'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ dealId, assetVersion: 1, replaced: false });
    const second = await put(dealId, await upload('up-2', 'Second'));
    expect(second.json()).toMatchObject({ blobId: first.json<{ blobId: string }>().blobId, assetVersion: 2, replaced: true });
    const replay = await put(dealId, await upload('up-2', 'Second'));
    expect(replay.json()).toEqual(second.json());
    expect(await counts()).toEqual({ documents: before.documents + 1, files: before.files + 2 });

    const [stored] = await rowsOf<{ content: Buffer; fileName: string }>(
      t,
      sql`select f.content, f.file_name as "fileName" from documents d join files f on f.id = d.file_id where d.id = ${first.json<{ blobId: string }>().blobId}`,
    );
    const reopened = await PDFDocument.load(stored!.content);
    expect(reopened.getTitle()).toBe('Second');
    expect(stored!.fileName).toBe('bls.pdf');
  });

  it("refuses a non-PDF, an oversized file, bad fields (400), another network's deal (404) and no key (401), writing nothing", async () => {
    const dealId = await dealIn(ids.northwind);
    const lakesideDeal = await dealIn(ids.lakeside);
    const before = { ...(await counts()), audit: await auditCount(t.database.db) };
    const good = await upload('bad-1', 'Bad');
    const notPdf = await put(dealId, { ...good, contentBase64: Buffer.from('hello, not a pdf').toString('base64') });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json<{ message: string }>().message).toContain('PDF');
    expect((await put(dealId, { ...good, contentBase64: 'A'.repeat(1_000_004) })).statusCode).toBe(400);
    expect((await put(dealId, { ...good, kind: 'legacy' })).statusCode).toBe(400);
    expect((await put(dealId, { ...good, contentBase64: 'not base64!' })).statusCode).toBe(400);
    expect((await put(lakesideDeal, good)).statusCode).toBe(404);
    expect((await put(dealId, good, {})).statusCode).toBe(401);
    expect({ ...(await counts()), audit: await auditCount(t.database.db) }).toEqual(before);
  });
});

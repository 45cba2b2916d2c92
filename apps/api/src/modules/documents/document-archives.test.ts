import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath, callUrl } from '@portal/domain/api/call';
import { getDocumentDataByIds, getLegacyDocuments, getZipDocumentByIds } from '@portal/domain/api/documents';
import { networkFeatureFlags } from '../../db/schema/tenancy';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { readZip } from '../../test-support/read-zip';
import { demoNetworkIds } from '../../test-support/demo-records';
import { documentsIn, downloadable, type DemoDocument } from './documents.test-kit';

let t: TestApp;
let northwind: string;
let compliance: DemoDocument[];
let legacy: DemoDocument[];

beforeAll(async () => {
  t = await createTestApp();
  ({ northwind } = await demoNetworkIds(t.database.db));
  compliance = await documentsIn(t.database.db, northwind, 'compliance');
  legacy = await documentsIn(t.database.db, northwind, 'legacy');
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const ofDeal = (dealId: string) => compliance.filter((d) => d.deal.id === dealId);
/** A deal with at least three downloadable documents and one that is not. */
const mixedDeal = () => {
  const blocked = compliance.find((d) => !downloadable(d) && ofDeal(d.deal.id).filter(downloadable).length >= 3)!;
  return { deal: blocked.deal, clinician: blocked.clinician, blocked, ready: ofDeal(blocked.deal.id).filter(downloadable) };
};
const detailsOf = (docs: DemoDocument[]) =>
  docs.map((d) => ({ blobId: d.document.id, AssetVersion: d.document.assetVersion, Displayname: d.document.displayName }));

const byIds = (email: string | null, dealId: string, docs: DemoDocument[]) =>
  t.call(email, { method: 'POST', url: callPath(getDocumentDataByIds), payload: { dealId, docDetails: detailsOf(docs) } });
const zipByIds = (email: string | null, dealId: string, docs: DemoDocument[], name = 'Selected documents') =>
  t.call(email, { method: 'POST', url: callUrl(getZipDocumentByIds, {}, { name }), payload: { dealId, docDetails: detailsOf(docs) } });

/** Entry names keep no path separator ('OIG/SAM Exclusion Check.pdf' would unpack into a folder). */
const entryName = (doc: DemoDocument) => doc.file.fileName.replace(/\//g, '_');

const expectZipOf = (zip: Buffer, docs: DemoDocument[]) => {
  const files = readZip(zip);
  expect(files.map((f) => f.name).sort()).toEqual(docs.map(entryName).sort());
  for (const doc of docs) {
    const file = files.find((f) => f.name === entryName(doc))!;
    expect(file.content.equals(Buffer.from(doc.file.content))).toBe(true);
  }
};

describe('GetDocumentDataByIds and GetZipDocumentByIds: who may ask', () => {
  // 401, and 403 to Finance (no DownloadProtocolDocument): access/contract-access.test.ts.
  it("answers 404 for another network's deal, or when any id is not the deal's, giving nothing", async () => {
    const { deal, ready } = mixedDeal();
    expect((await byIds(DEMO.lakeside, deal.id, ready)).statusCode).toBe(404);
    const stranger = compliance.find((d) => d.deal.id !== deal.id && downloadable(d))!;
    const mixed = await byIds(DEMO.admin, deal.id, [...ready, stranger]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe('Document not found.');
    expect((await zipByIds(DEMO.admin, deal.id, [...ready, stranger])).statusCode).toBe(404);
  });

  it('answers 400 to an empty selection', async () => {
    const { deal } = mixedDeal();
    const res = await byIds(DEMO.admin, deal.id, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Choose at least one document');
  });
});

describe('GetDocumentDataByIds and GetZipDocumentByIds: the Pending rule', () => {
  it('refuses a Pending document that is not a client-approved exception, naming the rule', async () => {
    const { deal, blocked, ready } = mixedDeal();
    for (const res of [await byIds(DEMO.admin, deal.id, [...ready, blocked]), await zipByIds(DEMO.admin, deal.id, [blocked])]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Pending documents can be downloaded only when the client approved the exception');
      expect(res.json().message).toContain(blocked.document.displayName);
    }
  });

  it('lets a Pending document through when it is OtherPendingOk and audit-approved', async () => {
    const approved = compliance.find((d) => d.document.status === 'Pending' && downloadable(d))!;
    const res = await byIds(DEMO.hr, approved.deal.id, [approved]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ fileName: approved.file.fileName, documentStatus: 'Pending' });
  });
});

describe('GetDocumentDataByIds: what it answers', () => {
  it('answers one document as that PDF', async () => {
    const { deal, ready } = mixedDeal();
    const res = await byIds(DEMO.hr, deal.id, [ready[0]!]);
    expect(res.statusCode).toBe(200);
    const [only] = res.json();
    expect(only).toMatchObject({ fileName: ready[0]!.file.fileName, contentType: 'application/pdf' });
    expect(Buffer.from(only.file, 'base64').equals(Buffer.from(ready[0]!.file.content))).toBe(true);
  });

  it('answers several documents as one ZIP named after the clinician and today, which opens', async () => {
    const { deal, clinician, ready } = mixedDeal();
    const res = await byIds(DEMO.admin, deal.id, ready);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatchObject({
      contentType: 'application/zip',
      documentStatus: null,
      fileName: `${clinician.firstName}_${clinician.lastName}_Documents_${today()}.zip`.replace(/[^\w.-]/g, '_'),
    });
    expectZipOf(Buffer.from(answer[0].file, 'base64'), ready);
  });
});

describe('GetZipDocumentByIds: what it answers', () => {
  it('streams the selection as a ZIP named after the name asked for', async () => {
    const { deal, ready } = mixedDeal();
    const res = await zipByIds(DEMO.hr, deal.id, ready, 'Compliance files');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Compliance files.zip"');
    expectZipOf(res.rawPayload, ready);
  });
});

describe('GetLegacyDocuments', () => {
  const archive = (email: string | null, dealId: string) => t.call(email, { method: 'GET', url: callUrl(getLegacyDocuments, { dealId }) });

  it("streams the assignment's archived files as First_Last_date.zip", async () => {
    const { deal, clinician } = legacy[0]!;
    const files = legacy.filter((d) => d.deal.id === deal.id);
    const res = await archive(DEMO.hr, deal.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const name = `${clinician.firstName}_${clinician.lastName}_${today()}.zip`.replace(/[^\w.-]/g, '_');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expectZipOf(res.rawPayload, files);
  });

  it('answers 404 when the assignment has no archived files, or is of another network', async () => {
    const withLegacy = new Set(legacy.map((d) => d.deal.id));
    const none = compliance.find((d) => !withLegacy.has(d.deal.id))!.deal;
    const res = await archive(DEMO.admin, none.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This assignment has no archived compliance files.');
    expect((await archive(DEMO.lakeside, legacy[0]!.deal.id)).statusCode).toBe(404);
  });

  it('answers 401 without a token, 403 to Finance and 403 when the protocol archive flag is off', async () => {
    const dealId = legacy[0]!.deal.id;
    expect((await archive(null, dealId)).statusCode).toBe(401);
    expect((await archive(DEMO.finance, dealId)).statusCode).toBe(403);
    await t.database.db.insert(networkFeatureFlags).values({ networkId: northwind, key: 'protocolArchive', on: false });
    const off = await archive(DEMO.admin, dealId);
    await t.database.db
      .delete(networkFeatureFlags)
      .where(and(eq(networkFeatureFlags.networkId, northwind), eq(networkFeatureFlags.key, 'protocolArchive')));
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('This feature is not enabled for your hospital network.');
  });
});

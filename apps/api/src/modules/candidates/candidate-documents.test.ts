import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCandidateDocumentDataByIds, getCandidateZipDocumentByIds, getListOfProtocolForCandidates } from '@portal/domain/api/candidates';
import { DocumentListResponse } from '@portal/domain/api/documents';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { readZip } from '../../test-support/read-zip';
import { DEMO } from '../../test-support/test-app';
import { candidatesIn, type StoredCandidate } from './candidates.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();

interface StoredDocument {
  id: string;
  status: string;
  fileName: string;
  content: Uint8Array;
}

let candidate: StoredCandidate;
let ready: StoredDocument[];
let pending: StoredDocument | undefined;

beforeAll(async () => {
  const candidates = await candidatesIn(t, ids.northwind, 'Ready for Review');
  for (const found of candidates) {
    const docs = await rowsOf<StoredDocument>(
      t,
      sql`select d.id, d.status, f.file_name as "fileName", f.content from documents d join files f on f.id = d.file_id
          where d.deal_id = ${found.id} and d.kind = 'compliance' order by d.display_name`,
    );
    const completed = docs.filter((doc) => doc.status === 'Completed');
    if (completed.length >= 2 && docs.some((doc) => doc.status === 'Pending')) {
      candidate = found;
      ready = completed;
      pending = docs.find((doc) => doc.status === 'Pending');
      break;
    }
  }
});

const asDetails = (docs: readonly StoredDocument[]) => docs.map((doc) => ({ blobId: doc.id }));

describe("a candidate's documents", () => {
  it('lists the compliance file of the candidate by category', async () => {
    const res = await callAs(t, DEMO.hr, getListOfProtocolForCandidates, undefined, { query: { dealId: candidate.id, travelerId: candidate.clinicianId } });
    expect(res.statusCode, res.body).toBe(200);
    const list = DocumentListResponse.parse(res.json());
    expect(list.totalCount).toBeGreaterThanOrEqual(ready.length + 1);
    expect(list.assetList.map((asset) => asset.blobId)).toEqual(expect.arrayContaining(ready.map((doc) => doc.id)));
  });

  it('downloads one document as the stored PDF', async () => {
    const res = await callAs(t, DEMO.general, getCandidateDocumentDataByIds, { dealId: candidate.id, docDetails: asDetails(ready.slice(0, 1)) });
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json() as { file: string; fileName: string; contentType: string }[];
    expect(file!.contentType).toBe('application/pdf');
    const bytes = Buffer.from(file!.file, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.equals(Buffer.from(ready[0]!.content))).toBe(true);
  });

  it('downloads several as one ZIP that opens, as base64 or streamed', async () => {
    const res = await callAs(t, DEMO.general, getCandidateDocumentDataByIds, { dealId: candidate.id, docDetails: asDetails(ready) });
    const [file] = res.json() as { file: string; fileName: string; contentType: string }[];
    expect(file!.contentType).toBe('application/zip');
    expect(file!.fileName).toMatch(/_Documents_\d{4}-\d{2}-\d{2}\.zip$/);
    expect(readZip(Buffer.from(file!.file, 'base64')).map((entry) => entry.name).sort()).toEqual(ready.map((doc) => doc.fileName).sort());

    const streamed = await callAs(t, DEMO.general, getCandidateZipDocumentByIds, { dealId: candidate.id, docDetails: asDetails(ready) }, { query: { name: 'Candidate files' } });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-disposition']).toContain('Candidate files.zip');
    const entries = readZip(streamed.rawPayload);
    for (const doc of ready) expect(entries.find((entry) => entry.name === doc.fileName)!.content.equals(Buffer.from(doc.content))).toBe(true);
  });

  it('refuses a pending document, naming it', async () => {
    expect(pending).toBeDefined();
    const res = await callAs(t, DEMO.general, getCandidateDocumentDataByIds, { dealId: candidate.id, docDetails: asDetails([pending!]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Not downloadable');
  });
});

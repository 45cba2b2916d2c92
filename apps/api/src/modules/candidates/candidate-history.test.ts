import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getCandidateDetails, getCandidateDocumentDataByIds, getCandidateHistory, getCandidateZipDocumentByIds, updateCandidate } from '@portal/domain/api/candidates';
import type { HistoryPage } from '@portal/domain/api/history';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { candidatesIn } from './candidates.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();

const history = async (id: string, email: string | null = DEMO.general, query: Record<string, string> = {}) =>
  callAs(t, email, getCandidateHistory, undefined, { params: { id }, query });

const entries = async (id: string) => ((await history(id)).json() as HistoryPage).items;

const nameOf = async (email: string) => {
  const [user] = await rowsOf<{ name: string }>(t, sql`select first_name || ' ' || last_name as name from users where email = ${email}`);
  return user!.name;
};

let taken = 0;
const freshCandidate = async () => (await candidatesIn(t, ids.northwind, 'Ready for Review'))[taken++]!;

describe('Candidates/{id}/History: who may ask', () => {
  it('answers 401 without a token, 404 to another network, a malformed id and an assignment, 400 to a bad page', async () => {
    const candidate = await freshCandidate();
    expect((await history(candidate.id, null)).statusCode).toBe(401);
    expect((await history(candidate.id, DEMO.lakeside)).statusCode).toBe(404);
    const [ofLakeside] = await candidatesIn(t, ids.lakeside, 'Ready for Review');
    expect((await history(ofLakeside!.id, DEMO.admin)).statusCode).toBe(404);
    expect((await history('not-a-guid', DEMO.admin)).statusCode).toBe(404);
    const [assignment] = await rowsOf<{ id: string }>(t, sql`select id from deals where network_id = ${ids.northwind} and stage = 'assignment' limit 1`);
    expect((await history(assignment!.id, DEMO.admin)).statusCode).toBe(404);
    const badPage = await history(candidate.id, DEMO.admin, { limit: 'many' });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toContain('limit must be 1 to 50');
  });

  it('answers 403 to a user type without ViewCandidateDetail', async () => {
    const candidate = await freshCandidate();
    expect((await history(candidate.id, DEMO.finance)).statusCode).toBe(200);
    // No demo type lacks it: this copy of the database takes it from Finance.
    await t.database.db.execute(sql`
      delete from user_type_privileges where user_type_id = (select id from user_types where name = 'Finance')
        and privilege_id = (select id from privileges where name = 'ViewCandidateDetail')`);
    expect((await history(candidate.id, DEMO.finance)).statusCode).toBe(403);
  });
});

describe('Candidates/{id}/History: what it lists', () => {
  it('shows views and the decision, newest first, the decision with its status before and after', async () => {
    const candidate = await freshCandidate();
    expect((await callAs(t, DEMO.admin, getCandidateDetails, undefined, { params: { id: candidate.id } })).statusCode).toBe(200);
    const decided = await t.call(DEMO.general, { method: 'PUT', url: callPath(updateCandidate), payload: { dealId: candidate.id, decision: 'offer', version: candidate.version } });
    expect(decided.statusCode, decided.body).toBe(200);

    const [offer, view] = await entries(candidate.id);
    expect(offer).toMatchObject({ action: 'Offered', actor: await nameOf(DEMO.general), changes: [{ field: 'Status', from: 'Ready for Review', to: 'Offered' }] });
    expect(view).toMatchObject({ action: 'Viewed', actor: await nameOf(DEMO.admin), changes: [] });
  });

  it('records document downloads, one PDF and a ZIP, and lists them with their files', async () => {
    const candidate = await freshCandidate();
    const docs = await rowsOf<{ id: string; displayName: string }>(
      t,
      sql`select id, display_name as "displayName" from documents where deal_id = ${candidate.id} and kind = 'compliance' and status = 'Completed' order by id limit 2`,
    );
    const one = await callAs(t, DEMO.general, getCandidateDocumentDataByIds, { dealId: candidate.id, docDetails: [{ blobId: docs[0]!.id }] });
    expect(one.statusCode, one.body).toBe(200);
    const zip = await callAs(t, DEMO.hr, getCandidateZipDocumentByIds, { dealId: candidate.id, docDetails: docs.map((doc) => ({ blobId: doc.id })) }, { query: { name: 'Files' } });
    expect(zip.statusCode, zip.body).toBe(200);

    const [zipped, single] = await entries(candidate.id);
    expect(zipped).toMatchObject({ action: 'Documents downloaded', actor: await nameOf(DEMO.hr), detail: docs.map((doc) => doc.displayName).join(', ') });
    expect(single).toMatchObject({ action: 'Documents downloaded', actor: await nameOf(DEMO.general), detail: docs[0]!.displayName });
  });
});

import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import {
  getCandidateDetails,
  getCandidateDocumentDataByIds,
  getCandidateZipDocumentByIds,
  getListOfProtocolForCandidates,
} from '@portal/domain/api/candidates';
import { CANDIDATE_NOT_FOUND } from '@portal/domain/candidates/candidate-rules';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { details, detailsHandlers, DOCUMENTS, resetCandidateTests, userOf } from '../candidates.test-kit';
import { CandidateDetailsPage } from './candidate-details-page';

beforeEach(resetCandidateTests);
afterEach(() => vi.useRealTimers());

const DEAL_ID = details().dealId;

const renderDetails = ({ id = DEAL_ID, session = userOf('General User') } = {}) =>
  renderAt(<CandidateDetailsPage />, { session, path: `/candidates/${id}`, route: '/candidates/:candidateId' });

describe('CandidateDetailsPage', () => {
  it("says the candidate's status has changed for a malformed id, without asking the API", () => {
    const asked = vi.fn();
    server.events.on('request:start', asked);
    renderDetails({ id: 'CPT12345678' + DEAL_ID });
    expect(screen.getByText(CANDIDATE_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Candidates' })).toHaveAttribute('href', '/candidates');
    server.events.removeListener('request:start', asked);
    expect(asked).not.toHaveBeenCalled();
  });

  it('says the same for a candidate that vanished or is of another network (404)', async () => {
    server.use(http.get(callPath(getCandidateDetails), () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: CANDIDATE_NOT_FOUND }, { status: 404 })));
    renderDetails();
    expect(await screen.findByText(CANDIDATE_NOT_FOUND)).toBeInTheDocument();
  });

  it('shows the contact, the submission, the job with its link, the profile and the History', async () => {
    server.use(...detailsHandlers());
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Stone1' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '(206) 555-0142' })).toHaveAttribute('href', 'tel:2065550142');
    expect(within(header).getByText('Pending Credentialing')).toBeInTheDocument();
    expect(within(header).getByText('Waiting 1 day 2 hours')).toBeInTheDocument();
    const submission = screen.getByRole('region', { name: 'Candidate Details' });
    expect(within(submission).getByText('Available Start Date').nextElementSibling).toHaveTextContent('12/07/2026');
    const job = screen.getByRole('region', { name: 'Job' });
    expect(within(job).getByRole('link', { name: 'RN - ICU' })).toHaveAttribute('href', '/jobs/CPT10000001');
    expect(within(job).getByText('Duration').nextElementSibling).toHaveTextContent('13 Weeks');
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('ACLS')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(await history.findByText('Edited')).toBeInTheDocument();
    expect(history.getByText('RN License')).toBeInTheDocument();
  });

  it('lists no documents for a user who may not download them (Finance)', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    server.use(...detailsHandlers(details({ actions: { decide: false, downloadDocuments: false } })));
    renderDetails({ session: userOf('Finance') });
    await screen.findByRole('heading', { level: 1, name: 'Avery Stone1' });
    expect(screen.queryByRole('region', { name: 'Documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend Offer' })).not.toBeInTheDocument();
    expect(asked.some((path) => path.includes('GetListOfProtocolForCandidates'))).toBe(false);
    server.events.removeAllListeners('request:start');
  });

  it('downloads one document as its PDF and several as one ZIP', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:document');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const second = { ...DOCUMENTS.assetList[0]!, blobId: '33333333-0000-4000-8000-000000000002', displayName: 'BLS Card' };
    const zipQueries: (string | null)[] = [];
    server.use(
      // Before the kit's handlers, so it answers first.
      http.get(callPath(getListOfProtocolForCandidates), () => HttpResponse.json({ ...DOCUMENTS, assetList: [...DOCUMENTS.assetList, second] })),
      ...detailsHandlers(),
      http.post(callPath(getCandidateDocumentDataByIds), () =>
        HttpResponse.json([{ file: btoa('%PDF-1.4'), fileName: 'RN License.pdf', contentType: 'application/pdf', documentStatus: 'Completed' }]),
      ),
      http.post(callPath(getCandidateZipDocumentByIds), ({ request }) => {
        zipQueries.push(new URL(request.url).searchParams.get('name'));
        return new HttpResponse('PK', { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="Avery_Stone1_20261124.zip"' } });
      }),
    );
    renderDetails();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    await userEvent.click(await within(documents).findByRole('button', { name: 'Download RN License' }));
    await waitFor(() => expect(saved).toEqual(['RN License.pdf']));
    await userEvent.click(within(documents).getByRole('checkbox', { name: 'Select RN License' }));
    await userEvent.click(within(documents).getByRole('checkbox', { name: 'Select BLS Card' }));
    await userEvent.click(within(documents).getByRole('button', { name: 'Download Selected (2)' }));
    await waitFor(() => expect(saved).toEqual(['RN License.pdf', 'Avery_Stone1_20261124.zip']));
    expect(zipQueries).toEqual(['Avery_Stone1']);
  });
});

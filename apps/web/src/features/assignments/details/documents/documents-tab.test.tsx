import { http, HttpResponse, type HttpHandler } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getDocumentDataById, getDocumentDataByIds, getDocumentsForAssigned, getLegacyDocuments } from '@portal/domain/api/documents';
import { ONBOARDING_SYSTEMS } from '@portal/domain/deals/statuses';
import { FILE_DOWNLOADED, SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { sessionFor } from '@/test/fixtures.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { SINGLE_DOWNLOAD_FAILED } from '../../api/download-document';
import { AssignmentDetailsPage } from '../assignment-details-page';
import { DETAILS_PATH, DOCUMENT_IDS, detailsHandlers, detailsOf, pdfFile } from '../../assignment-details.test-kit';
import { NO_DOCUMENTS, NO_RESULT, NO_SEARCH_RESULT } from './document-list';
import { COMPLIANCE_ARCHIVE } from './documents-tab';

/** `handlers` answer before the defaults of the details page. */
const openDocuments = async (details = detailsOf(), ...handlers: HttpHandler[]) => {
  server.use(...handlers, ...detailsHandlers(details));
  renderAt(<AssignmentDetailsPage />, { session: sessionFor('Client Admin'), path: DETAILS_PATH, route: '/assigned/:travelerId' });
  await userEvent.click(await screen.findByRole('tab', { name: 'Documents' }));
};

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const toast = () => screen.findByRole('alert');

describe('Documents tab', () => {
  beforeEach(() => {
    // jsdom has no object URLs and does not follow download links.
    URL.createObjectURL = vi.fn(() => 'blob:document');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('selects only eligible documents, by group, and downloads the selection as one file', async () => {
    const bodies: unknown[] = [];
    const urls: string[] = [];
    await openDocuments(
      detailsOf(),
      http.post(callPath(getDocumentDataByIds), async ({ request }) => {
        bodies.push(await request.json());
        urls.push(request.url);
        return HttpResponse.json([pdfFile('Documents.zip')]);
      }),
    );
    expect(await screen.findByText('1 of 3 Completed')).toBeInTheDocument();
    expect(screen.getByText('3 of 6 Completed')).toBeInTheDocument();
    expect(checkbox('Select BLS Certification')).toBeDisabled();
    expect(checkbox('Select Hepatitis B')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request Extension' })).toBeInTheDocument();

    await userEvent.click(checkbox('Select all in Licenses & Certifications'));
    expect(checkbox('Select RN License')).toBeChecked();
    expect(checkbox('Select ACLS Certification')).toBeChecked();
    expect(checkbox('Select BLS Certification')).not.toBeChecked();
    await userEvent.click(checkbox('Select Physical Exam'));
    expect(checkbox('Select MMR Titer')).toBeChecked();
    expect(checkbox('Select all in Health Records')).toBeChecked();

    const footer = screen.getByRole('complementary', { name: 'Selected documents' });
    expect(within(footer).getByText('4 documents selected')).toBeInTheDocument();
    // Something is selected: the Request Extension footer gives way.
    expect(screen.queryByRole('button', { name: 'Request Extension' })).not.toBeInTheDocument();

    await userEvent.click(within(footer).getByRole('button', { name: 'Download' }));
    await waitFor(async () => expect(await toast()).toHaveTextContent(FILE_DOWNLOADED));
    expect(bodies).toEqual([
      expect.objectContaining({
        docDetails: [DOCUMENT_IDS.rnLicense, DOCUMENT_IDS.acls, DOCUMENT_IDS.physical, DOCUMENT_IDS.mmr].map((blobId) =>
          expect.objectContaining({ blobId }),
        ),
      }),
    ]);
    expect(new URL(urls[0]!).searchParams.get('onBoardingSystemId')).toBe(String(ONBOARDING_SYSTEMS.older));
  });

  it("says 'No Search Result' and Download All says 'No Result' when nothing matches", async () => {
    await openDocuments();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search by Document Name' }), 'dental{Enter}');
    expect(await screen.findByText(NO_SEARCH_RESULT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download All' }));
    expect(await toast()).toHaveTextContent(NO_RESULT);
  });

  it('reports a failed single download, and an empty file is a failed download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openDocuments(
      detailsOf(),
      http.get(callPath(getDocumentDataById), () => HttpResponse.json({ ...pdfFile('RN License.pdf'), file: '' })),
      http.post(callPath(getDocumentDataByIds), () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'y' }, { status: 500 })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download RN License' }));
    expect(await screen.findByText(SINGLE_DOWNLOAD_FAILED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download All' }));
    expect(await screen.findByText(SOMETHING_WENT_WRONG)).toBeInTheDocument();
  });

  it('shows nothing for the newer onboarding system without legacy files', async () => {
    const listed = vi.fn();
    await openDocuments(
      detailsOf({ onboardingSystemId: ONBOARDING_SYSTEMS.newer, countOfLegacyFiles: 0 }),
      http.get(callPath(getDocumentsForAssigned), listed),
    );
    expect(await screen.findByText(NO_DOCUMENTS)).toBeInTheDocument();
    expect(listed).not.toHaveBeenCalled();
  });

  it('offers the Compliance Archive for the newer system with legacy files', async () => {
    await openDocuments(
      detailsOf({ onboardingSystemId: ONBOARDING_SYSTEMS.newer, countOfLegacyFiles: 4 }),
      http.get(callPath(getLegacyDocuments), () =>
        new HttpResponse('PK-zip', { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="Avery_Lee_20261122.zip"' } }),
      ),
    );
    expect(await screen.findByText('4 archived files, downloaded as one ZIP file.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Download ${COMPLIANCE_ARCHIVE}` }));
    expect(await screen.findByText(FILE_DOWNLOADED)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('counts one archived file in the singular', async () => {
    await openDocuments(detailsOf({ onboardingSystemId: ONBOARDING_SYSTEMS.newer, countOfLegacyFiles: 1 }));
    expect(await screen.findByText('1 archived file, downloaded as one ZIP file.')).toBeInTheDocument();
  });
});

import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { Privilege } from '@portal/domain/access/privileges';
import { callPath } from '@portal/domain/api/call';
import {
  downloadCandidates,
  getCandidateFilterCounts,
  getCandidates,
  getCandidateStatus,
  type CandidateFilterCounts,
  type CandidateListItem,
} from '@portal/domain/api/candidate-list';
import { getCandidateDeclinedReasons, getCandidateDetails, getCandidateHistory, getListOfProtocolForCandidates, type CandidateDetails } from '@portal/domain/api/candidates';
import type { DocumentListResponse } from '@portal/domain/api/documents';
import { getCandidateInterview, type CandidateInterview } from '@portal/domain/api/interviews';
import { CANDIDATE_STATUSES, DEAL_STATUS_DISPLAY } from '@portal/domain/deals/statuses';
import type { UserTypeName } from '@portal/domain/access/user-types';
import { ALL_FLAGS_ON, HISTORY_PAGE, NORTHWIND_HOSPITALS, sessionFor } from '@/test/fixtures.test-kit';

/** Test data and API stand-ins of the candidate screens, shaped as the contract's schemas require. */
export const dealId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const clinicianId = (n: number) => `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The clock's 'now' in these tests. */
export const NOW = new Date('2026-11-24T12:00:00.000Z');

export const candidate = (n: number, overrides: Partial<CandidateListItem> = {}): CandidateListItem => ({
  candidateId: clinicianId(n),
  dealId: dealId(n),
  candidateFirstName: 'Avery',
  candidateLastName: `Stone${n}`,
  candidateEmail: `avery${n}@example.test`,
  candidatePhoneNumber: '2065550142',
  candidateStatus: 'Ready for Review',
  candidateOverrideStatus: null,
  offerChannel: null,
  candidateShift: 'Nights',
  candidateTitle: 'RN - ICU',
  candidateStartDate: '2026-12-07',
  jobEntity: {
    jobId: '22222222-0000-4000-8000-000000000001',
    jobOrExternalId: 'CPT10000001',
    jobTitle: 'RN - ICU',
    hospital: 'Northwind General',
    hospitalId: NORTHWIND_HOSPITALS[1]!.hospitalId,
    unit: 'ICU',
    unitType: 'Critical Care',
    startDate: '2026-12-14',
    duration: 13,
  },
  submittedAt: '2026-11-23T10:00:00.000Z',
  reviewBy: '2026-11-25T10:00:00.000Z',
  isOverdue: false,
  rehire: null,
  ...overrides,
});

export const PAGE_ONE = [
  candidate(1, { candidateOverrideStatus: 'Pending Credentialing' }),
  candidate(2, { submittedAt: '2026-11-20T08:00:00.000Z', reviewBy: '2026-11-22T08:00:00.000Z', isOverdue: true }),
  candidate(3, { candidateStatus: 'Offered', reviewBy: null, candidateOverrideStatus: 'Ignored once decided' }),
];

const COUNTS: CandidateFilterCounts = {
  hospitalCount: NORTHWIND_HOSPITALS.map((hospital) => ({ name: hospital.name, count: 2, ids: [hospital.hospitalId] })),
  regionCount: [],
  unitCount: [{ name: 'ICU', count: 3, ids: ['cccccccc-0000-4000-8000-000000000001'] }],
  titleCount: [{ name: 'RN - ICU', count: 3, ids: ['RN - ICU'] }],
  jobCount: [{ name: 'RN - ICU (CPT10000001)', count: 3, ids: ['22222222-0000-4000-8000-000000000001'] }],
  shiftCount: [{ key: 'Nights', value: 3 }],
  resultCount: 3,
};

/** What the page asked the API for, reset before each test. */
export const asked = {
  list: [] as { sortBy: string; sortOrder: string; pageSize: number; pageNumber: number; options: Record<string, unknown> }[],
  exports: [] as { format: string | null; body: unknown }[],
};

export const listHandlers = (total = 30) => [
  http.post(callPath(getCandidates), async ({ request }) => {
    const body = (await request.json()) as (typeof asked.list)[number];
    asked.list.push(body);
    if (body.options.searchName === 'Nobody') return HttpResponse.json({ candidates: [], candidatesCount: 0 });
    return HttpResponse.json({ candidates: body.pageNumber === 1 ? PAGE_ONE : [candidate(body.pageNumber * 100)], candidatesCount: total });
  }),
  http.post(callPath(getCandidateFilterCounts), () => HttpResponse.json(COUNTS)),
  http.get(callPath(getCandidateStatus), () =>
    HttpResponse.json(CANDIDATE_STATUSES.map((value) => ({ value, label: DEAL_STATUS_DISPLAY[value] ?? value }))),
  ),
  http.post(callPath(downloadCandidates), async ({ request }) => {
    asked.exports.push({ format: new URL(request.url).searchParams.get('format'), body: await request.json() });
    return new HttpResponse('Name\nAvery Stone1\n', {
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="ClientPortal_CandidateList_20261124_120000.csv"' },
    });
  }),
];

export const DECLINE_REASONS = [
  { id: 1, name: 'Rate too high' },
  { id: 2, name: 'Not enough experience' },
];

export const DOCUMENTS: DocumentListResponse = {
  assetList: [
    {
      blobId: '33333333-0000-4000-8000-000000000001',
      assetVersion: 1,
      displayName: 'RN License',
      displayDescription: null,
      status: 'Completed',
      secondaryStatus: 'Completed',
      isPendingOkayAuditApproved: false,
      isSuppressedAuditApproved: false,
      followUpDate: null,
      expirationDate: '2027-06-30',
      categoryName: 'Licenses',
      protocolAssetId: null,
      isParentAsset: false,
      isChecked: false,
      assetGroups: [],
    },
  ],
  categoryList: ['Licenses'],
  totalCount: 1,
  completedCount: 1,
};

export const details = (overrides: Partial<CandidateDetails> = {}): CandidateDetails => {
  const { jobEntity, ...item } = candidate(1, { candidateOverrideStatus: 'Pending Credentialing' });
  return {
    ...item,
    jobEntity: { ...jobEntity, city: 'Seattle', state: 'WA', shift: 'Nights' },
    onboardingSystemId: 717660001,
    candidateProfile: { yearsOfExperience: 6, dateOfBirth: '1990-04-02', primarySkill: 'ICU', certifications: ['BLS', 'ACLS'], activeLicenses: ['WA RN'] },
    declineReason: null,
    version: 3,
    actions: { decide: true, downloadDocuments: true },
    ...overrides,
  };
};

export const detailsHandlers = (shown: CandidateDetails = details()) => [
  http.get(callPath(getCandidateDetails), () => HttpResponse.json(shown)),
  http.get(callPath(getCandidateDeclinedReasons), () => HttpResponse.json(DECLINE_REASONS)),
  http.get(callPath(getListOfProtocolForCandidates), () => HttpResponse.json(DOCUMENTS)),
  http.get(callPath(getCandidateHistory), () => HttpResponse.json(HISTORY_PAGE)),
  http.get(callPath(getCandidateInterview), () => HttpResponse.json(NO_INTERVIEW)),
];

/** A candidate without an interview that the user may not ask for one of. */
export const NO_INTERVIEW: CandidateInterview = { timeZone: 'America/Los_Angeles', interview: null, interviewers: [], actions: { request: false, change: false } };

/** A user of Northwind of this type, every optional flag on, less any privileges named. */
export const userOf = (userType: UserTypeName, without: Privilege[] = []) => {
  const session = sessionFor(userType, { flags: ALL_FLAGS_ON });
  const privileges = new Set([...session.privileges].filter((privilege) => !without.includes(privilege)));
  return { ...session, privileges, subject: { ...session.subject, privileges } };
};

/** Forgets what earlier tests asked for; jsdom cannot scroll; the clock stands at NOW. */
export const resetCandidateTests = () => {
  asked.list = [];
  asked.exports = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // Only Date: MSW, React and Testing Library keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
};

import { http, HttpResponse } from 'msw';
import type { Privilege } from '@portal/domain/access/privileges';
import { getAssignmentEvaluation, type AssignmentEvaluation } from '@portal/domain/api/evaluations';
import { getAssignedDetails, getAssignmentHistory, getUnitManagers, type AssignmentDetailsResponse, type CurrentAssignment } from '@portal/domain/api/assignment-details';
import { callPath } from '@portal/domain/api/call';
import { getCwoDocuments, getDocumentsForAssigned, getListOfProtocolForAssignedTraveler, type DocumentAsset, type DocumentListResponse } from '@portal/domain/api/documents';
import { ONBOARDING_SYSTEMS } from '@portal/domain/deals/statuses';
import type { Session } from '@/lib/session/session-context';
import { HISTORY_PAGE, NORTHWIND_HOSPITALS } from '@/test/fixtures.test-kit';

/** Test data of the details page, shaped as the contract's response schemas require. */
export const DEAL_ID = 'cccccccc-0001-4000-8000-000000000001';
export const DETAILS_PATH = `/assigned/${DEAL_ID}`;

export const currentAssignment = (overrides: Partial<CurrentAssignment> = {}): CurrentAssignment => ({
  dealId: DEAL_ID,
  travelerId: 'eeeeeeee-0001-4000-8000-000000000001',
  onboardingSystemId: ONBOARDING_SYSTEMS.older,
  travelerStatus: 'On Assignment',
  travelerFirstName: 'Avery',
  travelerLastName: 'Lee',
  travelerTitle: 'RN - ICU',
  travelerEmail: 'avery.lee@clinician.test',
  travelerPhoneNumber: '2065550188',
  dob: '1990-04-05',
  travelerYearsOfExperience: 7,
  travelerPrimarySkill: 'ICU',
  travelerCertifications: ['BLS', 'ACLS'],
  travelerActiveLicenses: [],
  travelerShift: 'Nights',
  travelerGuaranteedHours: 36,
  assignmentStartDate: '2026-10-01',
  assignmentEndDate: '2026-12-31',
  assignmentDuration: 13,
  candidateRequestedTimeOff: null,
  cwoBillRateActual: 98.5,
  countOfLegacyFiles: 0,
  hospitalId: NORTHWIND_HOSPITALS[0]!.hospitalId,
  unitId: 'ffffffff-0001-4000-8000-000000000001',
  unitManager: 'Jordan Smith',
  notes: 'Prefers nights',
  referenceId: null,
  isExtensionRequested: false,
  extensionStatus: null,
  extensionRequestedDate: null,
  extensionRequestedStartDate: null,
  extensionRequestedEndDate: null,
  extensionLengthofAssignment: null,
  version: 3,
  jobEntity: {
    jobTitle: 'RN - ICU',
    hospital: NORTHWIND_HOSPITALS[0]!.name,
    city: 'Seattle',
    state: 'WA',
    unit: 'ICU North',
    unitType: 'Critical Care',
    shift: 'Nights',
    shiftLength: '12 Hours',
    requisitionId: 'REQ-1042',
    reasonRequest: 'Staff Vacancy',
    notes: null,
  },
  ...overrides,
});

export const detailsOf = (overrides: Partial<CurrentAssignment> = {}): AssignmentDetailsResponse => ({
  currentAssignment: currentAssignment(overrides),
  completedAssignments: [],
});

const blobId = (n: number) => `dddddddd-0001-4000-8000-${String(n).padStart(12, '0')}`;

const asset = (n: number, displayName: string, categoryName: string, status: DocumentAsset['status'], extra: Partial<DocumentAsset> = {}): DocumentAsset => ({
  blobId: blobId(n),
  assetVersion: 1,
  displayName,
  displayDescription: null,
  status,
  secondaryStatus: null,
  isPendingOkayAuditApproved: false,
  isSuppressedAuditApproved: false,
  followUpDate: null,
  expirationDate: null,
  categoryName,
  protocolAssetId: null,
  isParentAsset: false,
  isChecked: false,
  assetGroups: [],
  ...extra,
});

const LICENSES = 'Licenses & Certifications';
const HEALTH = 'Health Records';
const secondary = ({ assetGroups: _, ...rest }: DocumentAsset) => rest;

/**
 * Licenses: one Completed, one plain Pending (not selectable), one Pending approved as an exception
 * (selectable). Health Records: a parent asset whose group holds a Completed and a Pending asset.
 */
export const DOCUMENTS: DocumentListResponse = {
  categoryList: [LICENSES, HEALTH],
  assetList: [
    asset(1, 'RN License', LICENSES, 'Completed', { expirationDate: '2027-06-30' }),
    asset(2, 'BLS Certification', LICENSES, 'Pending'),
    asset(3, 'ACLS Certification', LICENSES, 'Pending', { secondaryStatus: 'OtherPendingOk', isPendingOkayAuditApproved: true }),
    asset(4, 'Physical Exam', HEALTH, 'Completed', {
      isParentAsset: true,
      assetGroups: [
        {
          name: 'Immunizations',
          secondaryAssets: [secondary(asset(5, 'MMR Titer', HEALTH, 'Completed')), secondary(asset(6, 'Hepatitis B', HEALTH, 'Pending'))],
        },
      ],
    }),
  ],
  totalCount: 6,
  completedCount: 3,
};
export const DOCUMENT_IDS = { rnLicense: blobId(1), acls: blobId(3), physical: blobId(4), mmr: blobId(5) };

export const pdfFile = (fileName: string) => ({ file: btoa('%PDF-1.4 test'), fileName, contentType: 'application/pdf', documentStatus: 'Completed' });

/** The details call (answering `details`) plus the calls every Assignment tab makes. */
export const detailsHandlers = (details: AssignmentDetailsResponse = detailsOf()) => [
  http.get(callPath(getAssignedDetails), () => HttpResponse.json(details)),
  http.get(callPath(getCwoDocuments), () => HttpResponse.json([])),
  http.get(callPath(getDocumentsForAssigned), () => HttpResponse.json(DOCUMENTS)),
  http.get(callPath(getListOfProtocolForAssignedTraveler), () => HttpResponse.json(DOCUMENTS)),
  http.get(callPath(getUnitManagers), () => HttpResponse.json({ data: [{ name: 'Jordan Smith' }, { name: 'Riley Chen' }] })),
  http.get(callPath(getAssignmentHistory), () => HttpResponse.json(HISTORY_PAGE)),
  http.get(callPath(getAssignmentEvaluation), () => HttpResponse.json(evaluationOf(details.currentAssignment.dealId))),
];

/** An assignment's evaluation answer: not in its window and not written, so the card stays hidden unless a test says otherwise. */
export const evaluationOf = (dealId: string, change: Partial<AssignmentEvaluation> = {}): AssignmentEvaluation => ({
  dealId,
  opensOn: '2026-01-01',
  closesOn: '2026-02-14',
  dueOn: '2026-01-22',
  open: false,
  evaluation: null,
  actions: { evaluate: false, edit: false, confirmDoNotReturn: false, liftDoNotReturn: false },
  ...change,
});

/** `session` without some privileges, as the guards and `can` see it. */
export const withoutPrivileges = (session: Session, ...removed: Privilege[]): Session => {
  const privileges = new Set([...session.privileges].filter((privilege) => !removed.includes(privilege)));
  return { ...session, privileges, subject: { ...session.subject, privileges } };
};

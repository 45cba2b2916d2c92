import { http, HttpResponse } from 'msw';
import { callPath } from '@portal/domain/api/call';
import { getJobApprovers, getJobDetails, getJobHistory, getJobTitlesAndShifts, getUnitDetailsForHospital, type JobDetails, type JobTitlesAndShifts, type UnitDetail } from '@portal/domain/api/jobs';
import { getHospitalDetails, type HospitalDetails } from '@portal/domain/api/platform';
import { HISTORY_PAGE, NORTHWIND_HOSPITALS } from '@/test/fixtures.test-kit';

/** Test data of the job screens, shaped as the contract's response schemas require. */
export const BAYSIDE = NORTHWIND_HOSPITALS[0]!;
export const GENERAL = NORTHWIND_HOSPITALS[1]!;

/** Bayside has one approval stage, General two. */
export const HOSPITAL_DETAILS: HospitalDetails[] = [
  { ...BAYSIDE, approvalStages: 1 },
  { ...GENERAL, approvalStages: 2 },
];

export const JOB_ID = 'cccccccc-0002-4000-8000-000000000001';
export const JOB_NUMBER = 'CPT10000042';

const unitId = (n: number) => `ffffffff-0002-4000-8000-${String(n).padStart(12, '0')}`;

/** Deliberately out of order, so the form's sorting shows. */
export const UNITS: Record<string, UnitDetail[]> = {
  [BAYSIDE.hospitalId]: [
    { unitId: unitId(1), name: 'Telemetry', unitType: 'Progressive Care' },
    { unitId: unitId(2), name: 'ICU', unitType: 'Critical Care' },
    { unitId: unitId(3), name: 'ER', unitType: 'Emergency' },
  ],
  [GENERAL.hospitalId]: [{ unitId: unitId(4), name: 'Med/Surg', unitType: 'Medical Surgical' }],
};

export const LOOKUPS: JobTitlesAndShifts = {
  titles: [
    { id: 1, name: 'RN - ICU' },
    { id: 2, name: 'RN - Med/Surg' },
  ],
  shifts: [
    { id: 1, name: 'Nights' },
    { id: 2, name: 'Days' },
  ],
  shiftLengths: [
    { id: 1, name: '8 Hours' },
    { id: 3, name: '12 Hours' },
  ],
  reasons: [
    { id: 1, name: 'Backfill Position' },
    { id: 5, name: 'Staff Vacancy' },
  ],
  closeReasons: [
    { id: 1, name: 'No longer needed' },
    { id: 3, name: 'Filled by another agency' },
    { id: 5, name: 'Opened position in error' },
  ],
};

export const APPROVER = { userId: 'dddddddd-0002-4000-8000-000000000001', name: 'Priya Raman', email: 'priya.raman@northwind.test' };

export const jobDetails = (overrides: Partial<JobDetails> = {}): JobDetails => ({
  jobId: JOB_ID,
  jobOrExternalId: JOB_NUMBER,
  externalId: JOB_NUMBER,
  jobTitle: 'RN - ICU',
  jobTypeId: 1,
  jobType: 'PRN',
  requisitionId: 'REQ-2001',
  postingStatus: 'Pending Approval',
  hospital: GENERAL.name,
  hospitalId: GENERAL.hospitalId,
  city: 'Seattle',
  state: 'WA',
  unit: 'Med/Surg',
  unitType: 'Medical Surgical',
  shift: 'Nights',
  duration: 13,
  startDate: '2030-03-02',
  availablePositions: 3,
  openPositions: 2,
  billRateActual: 95,
  localBillRateActual: 80.5,
  approverIds: [APPROVER.userId],
  createdOn: '2030-01-05T10:00:00.000Z',
  modifiedOn: '2030-01-06T15:30:00.000Z',
  modifiedBy: 'Avery Collins',
  unitId: unitId(4),
  jobTitleId: 1,
  shiftId: 1,
  shiftLength: '12 Hours',
  shiftLengthId: 3,
  reasonRequest: 'Staff Vacancy',
  notes: 'Float to ICU when needed',
  approvalStages: 2,
  approvers: [APPROVER],
  candidates: [
    {
      dealId: 'eeeeeeee-0002-4000-8000-000000000001',
      candidateFirstName: 'Jamie',
      candidateLastName: 'Ortiz',
      candidateStatus: 'Ready for Review',
      candidateStartDate: '2030-03-02',
    },
  ],
  candidatesCount: 1,
  createdBy: 'Avery Collins',
  closeReason: null,
  version: 4,
  actions: { edit: true, approve: true, decline: true, close: true },
  ...overrides,
});

/** The lookups of the job form: hospitals, titles and shifts, units per hospital, approvers of General. */
export const formHandlers = () => [
  http.get(callPath(getHospitalDetails), () => HttpResponse.json(HOSPITAL_DETAILS)),
  http.get(callPath(getJobTitlesAndShifts), () => HttpResponse.json(LOOKUPS)),
  http.get(callPath(getUnitDetailsForHospital), ({ request }) =>
    HttpResponse.json(UNITS[new URL(request.url).searchParams.get('hospitalId') ?? ''] ?? []),
  ),
  http.get(callPath(getJobApprovers), ({ request }) =>
    HttpResponse.json(new URL(request.url).searchParams.get('hospitalId') === GENERAL.hospitalId ? [APPROVER] : []),
  ),
];

/** JobDetails answering `job` (by whatever id), plus the form's lookups. */
export const detailsHandlers = (job: JobDetails = jobDetails()) => [
  http.get(callPath(getJobDetails), () => HttpResponse.json(job)),
  http.get(callPath(getJobHistory), () => HttpResponse.json(HISTORY_PAGE)),
  ...formHandlers(),
];

import { PRIVILEGES, type Privilege } from './privileges';

/** Prefix of the identity token's group strings that carry the user type (SPEC.md §3). */
export const USER_TYPE_GROUP_PREFIX = 'Client Portal Travel User Type: ';

const BASE: Privilege[] = ['ViewDashboard', 'ViewProfile', 'ViewUserMaintenance', 'ViewUserDetail', 'ExportUser'];
const JOBS_VIEW: Privilege[] = ['ViewRequests', 'ViewJobDetails', 'ViewExport'];
const JOBS_MANAGE: Privilege[] = [
  ...JOBS_VIEW,
  'CreateRequest',
  'EditRequest',
  'Approver',
  'ApproveRequisitions',
  'RejectRequisitions',
  'CloseRequest',
];
const CANDIDATES_VIEW: Privilege[] = ['ViewCandidates', 'ViewCandidateDetail', 'ExportCandidates', 'ViewNeedsReview'];
const CANDIDATES_DECIDE: Privilege[] = ['ViewApproveCandidates', 'ApproveCandidates'];
const CANDIDATE_DOCUMENTS: Privilege[] = ['DownloadCandidateDocuments'];
const ASSIGNED_VIEW: Privilege[] = ['ViewAssigned', 'ViewAssignedDetails', 'ExportAssigned', 'ViewUnitManager'];
const ASSIGNED_MANAGE: Privilege[] = [
  'ViewCreateExtension',
  'CreateExtension',
  // Whoever asks for extensions answers the provider's extension offers too (My decisions, docs/decisions/0083-my-decisions-one-code-path.md).
  'ApproveExtension',
  'RejectExtension',
  'EditAssignmentNotes',
  'EditUnitManager',
  // Whoever manages assignments evaluates them at their end (docs/decisions/0133-clinician-evaluation.md).
  'EvaluateClinicians',
];
const ASSIGNED_DOCUMENTS: Privilege[] = ['DownloadProtocolDocument', 'ViewDocuments'];
const STARTS_STOPS: Privilege[] = ['ViewStartStopsPage'];
const REPORTS: Privilege[] = ['ViewReports', 'ViewReportMetrics'];
const FINANCE: Privilege[] = ['ViewFinances', 'ViewInvoices', 'ViewExport', 'ViewTimecards'];
/** The unit's responsible manager approves its travellers' weeks (docs/decisions/0142-timecard-review-and-approvers.md). */
const TIMECARDS_APPROVE: Privilege[] = ['ViewTimecards', 'ApproveTimecards'];
const INSIGHTS: Privilege[] = ['ViewInsights', 'ViewCustomReports'];

const unique = (...groups: Privilege[][]): Privilege[] => [...new Set(groups.flat())];

/** What the General User and the Staffing Office share: jobs, candidates and assignments, with their documents. */
const STAFFING_WORK: Privilege[] = unique(
  BASE,
  JOBS_MANAGE,
  CANDIDATES_VIEW,
  CANDIDATES_DECIDE,
  CANDIDATE_DOCUMENTS,
  ASSIGNED_VIEW,
  ASSIGNED_MANAGE,
  ASSIGNED_DOCUMENTS,
  TIMECARDS_APPROVE,
);

/** SPEC.md §6's General User: dashboard, user maintenance (view/export), job postings, candidates, assigned with documents, reports, invoices. */
const GENERAL_USER: Privilege[] = unique(
  STAFFING_WORK,
  REPORTS,
  ['ViewInvoices', 'ViewExport'],
  // SPEC.md §6 gives General Users Reports; issue 16 has them open the insights reports shared with them.
  ['ViewInsights'],
);

/**
 * SPEC.md §6's facility user (the Unit Leadership type): 'same as General User but job postings are
 * view-only', so General User's privileges without those that change a posting
 * (docs/decisions/0126-facility-user-is-a-general-user-with-view-only-jobs.md).
 */
const FACILITY_USER: Privilege[] = GENERAL_USER.filter((privilege) => JOBS_VIEW.includes(privilege) || !JOBS_MANAGE.includes(privilege));

/**
 * User types of SPEC.md §3 (allHospitals: sees every hospital of the network rather than only those
 * assigned to the account) with the privileges each one holds. The database table
 * `user_type_privileges` is seeded from this table; the API reads the database copy so an operator
 * can change a role without a release. Decisions for the types SPEC.md does not describe are in
 * docs/decisions/0015-privileges-per-user-type.md.
 */
export const USER_TYPES = [
  {
    id: 1,
    name: 'Client Admin',
    internal: false,
    admin: true,
    restricted: false,
    selectable: false,
    allHospitals: true,
    // Issue 16: the network's admin builds and shares custom reports (docs/decisions/0088-custom-reports-and-saved-filters.md).
    privileges: [...PRIVILEGES],
  },
  {
    id: 2,
    name: 'Local Admin',
    internal: false,
    admin: true,
    restricted: false,
    selectable: true,
    allHospitals: false,
    privileges: PRIVILEGES.filter((p) => p !== 'ViewCustomReports'),
  },
  {
    id: 3,
    name: 'General User',
    internal: false,
    admin: false,
    restricted: true,
    selectable: true,
    allHospitals: false,
    privileges: GENERAL_USER,
  },
  {
    id: 4,
    name: 'MSP Admin',
    internal: true,
    admin: true,
    restricted: false,
    selectable: false,
    allHospitals: true,
    privileges: [...PRIVILEGES],
  },
  {
    id: 5,
    name: 'Staffing Office',
    internal: false,
    admin: false,
    restricted: false,
    selectable: true,
    allHospitals: false,
    privileges: unique(STAFFING_WORK, STARTS_STOPS),
  },
  {
    id: 6,
    name: 'Employee Health',
    internal: false,
    admin: false,
    restricted: false,
    selectable: true,
    allHospitals: false,
    privileges: unique(BASE, CANDIDATES_VIEW, CANDIDATE_DOCUMENTS, ASSIGNED_VIEW, ASSIGNED_DOCUMENTS, STARTS_STOPS),
  },
  {
    id: 7,
    name: 'Human Resources',
    internal: false,
    admin: false,
    restricted: true,
    selectable: true,
    allHospitals: false,
    privileges: unique(
      BASE,
      CANDIDATES_VIEW,
      CANDIDATE_DOCUMENTS,
      ASSIGNED_VIEW,
      ASSIGNED_DOCUMENTS,
      STARTS_STOPS,
      ['ViewExport'],
    ),
  },
  {
    // SPEC.md §6's facility user.
    id: 8,
    name: 'Unit Leadership',
    internal: false,
    admin: false,
    restricted: false,
    selectable: true,
    allHospitals: false,
    privileges: FACILITY_USER,
  },
  {
    id: 9,
    name: 'Leadership',
    internal: false,
    admin: false,
    restricted: false,
    selectable: true,
    allHospitals: false,
    privileges: unique(BASE, JOBS_VIEW, CANDIDATES_VIEW, ASSIGNED_VIEW, STARTS_STOPS, REPORTS, FINANCE, INSIGHTS),
  },
  {
    id: 10,
    name: 'Finance',
    internal: false,
    admin: false,
    restricted: true,
    selectable: true,
    allHospitals: false,
    privileges: unique(BASE, CANDIDATES_VIEW, ASSIGNED_VIEW, REPORTS, FINANCE),
  },
  {
    id: 11,
    name: 'Internal Viewer',
    internal: true,
    admin: false,
    restricted: false,
    selectable: false,
    allHospitals: true,
    privileges: unique(BASE, JOBS_VIEW, CANDIDATES_VIEW, ASSIGNED_VIEW, STARTS_STOPS, REPORTS, ['ViewInsights']),
  },
  {
    // SPEC.md §6: a client user whose facilities and platform permissions come from the shifts
    // platform; in the portal it sees its dashboard and the clinicians assigned to those facilities
    // (docs/decisions/0015-privileges-per-user-type.md).
    id: 13,
    name: 'PRN Generic',
    internal: false,
    admin: false,
    restricted: false,
    selectable: false,
    allHospitals: false,
    privileges: unique(['ViewDashboard', 'ViewProfile'], ASSIGNED_VIEW),
  },
  {
    id: 12,
    name: 'cSM Crossover',
    internal: true,
    admin: false,
    restricted: false,
    selectable: false,
    allHospitals: true,
    privileges: unique(BASE, JOBS_VIEW, CANDIDATES_VIEW, ASSIGNED_VIEW, ASSIGNED_DOCUMENTS, STARTS_STOPS, REPORTS, FINANCE),
  },
] as const satisfies readonly {
  id: number;
  name: string;
  internal: boolean;
  admin: boolean;
  restricted: boolean;
  selectable: boolean;
  allHospitals: boolean;
  privileges: readonly Privilege[];
}[];

export type UserType = (typeof USER_TYPES)[number];
export type UserTypeName = UserType['name'];

export const MSP_ADMIN: UserTypeName = 'MSP Admin';
export const INTERNAL_VIEWER: UserTypeName = 'Internal Viewer';
export const PRN_GENERIC: UserTypeName = 'PRN Generic';

export const userTypeByName = (name: string): UserType | undefined => USER_TYPES.find((t) => t.name === name);

export const userTypeGroup = (name: UserTypeName): string => `${USER_TYPE_GROUP_PREFIX}${name}`;

/** The user type named by the first group carrying the portal's prefix, if any. */
export const userTypeFromGroups = (groups: readonly string[]): UserType | undefined => {
  for (const group of groups) {
    if (group.startsWith(USER_TYPE_GROUP_PREFIX)) {
      const type = userTypeByName(group.slice(USER_TYPE_GROUP_PREFIX.length));
      if (type) return type;
    }
  }
  return undefined;
};

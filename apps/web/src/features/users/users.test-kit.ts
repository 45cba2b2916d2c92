import { http, HttpResponse } from 'msw';
import { callPath } from '@portal/domain/api/call';
import { getUnitCoverage, setUnitCoverage, type CoveredUnit } from '@portal/domain/api/notifications';
import { getHospitalDetails } from '@portal/domain/api/platform';
import { addUser, getUserHistory, getUserType, putUser, searchUser, type UserListItem, type UserTypeOption } from '@portal/domain/api/users';
import { NORTHWIND_HOSPITALS } from '@/test/fixtures.test-kit';

/** The mocked user maintenance calls of the web tests. */

const [BAYSIDE, GENERAL] = NORTHWIND_HOSPITALS as [(typeof NORTHWIND_HOSPITALS)[number], (typeof NORTHWIND_HOSPITALS)[number]];

export const listedUser = (overrides: Partial<UserListItem> = {}): UserListItem => ({
  userID: '0e2a4c52-1111-4000-8000-000000000001',
  firstName: 'Marcus',
  lastName: 'Hale',
  email: 'marcus.hale@northwind.test',
  phoneNumber: '2065551203',
  userType: 'General User',
  userTypeId: 3,
  hospitalIds: [GENERAL.hospitalId],
  hospitalNames: [GENERAL.name],
  isActive: true,
  isJobApprover: false,
  isVerified: true,
  lastLoginDate: '2026-11-20T10:00:00.000Z',
  accountStatus: 'Active',
  notificationPreference: 'Email',
  notificationPrefEmail: null,
  version: 1,
  canEdit: true,
  canChangeStatus: true,
  ...overrides,
});

export const USER_TYPES: UserTypeOption[] = [
  { id: 3, label: 'General User', canAccess: ['Dashboard', 'User Maintenance (view/export)', 'Invoices'] },
  { id: 7, label: 'Human Resources', canAccess: ['Dashboard', 'Starts/Stops Reports'] },
];

/** SearchUser answering `active` and `inactive` by section, and the drawer's lookups. */
export const userHandlers = ({ active = [listedUser()], inactive = [] as UserListItem[] } = {}) => [
  http.get(callPath(searchUser), ({ request }) => {
    const section = new URL(request.url).searchParams.get('section');
    return HttpResponse.json({ data: section === 'inactive' ? inactive : active, count: section === 'inactive' ? inactive.length : active.length, activeCount: active.length, inactiveCount: inactive.length });
  }),
  http.get(callPath(getUserType), () => HttpResponse.json(USER_TYPES)),
  http.get(callPath(getHospitalDetails), () =>
    HttpResponse.json([
      { hospitalId: BAYSIDE.hospitalId, name: BAYSIDE.name, approvalStages: 1 },
      { hospitalId: GENERAL.hospitalId, name: GENERAL.name, approvalStages: 2 },
    ]),
  ),
  http.get(callPath(getUserHistory).replace(':id', '*'), () => HttpResponse.json([])),
  http.get(callPath(getUnitCoverage), () => HttpResponse.json({ units: COVERED_UNITS })),
];

export const conflictOnAdd = () =>
  http.post(callPath(addUser), () => HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'This email address is associated with an existing account' }, { status: 409 }));

export const updateAnswer = (status = 200) =>
  http.put(callPath(putUser).replace(':id', '*'), () =>
    status === 200 ? HttpResponse.json({ userID: listedUser().userID, version: 2 }) : HttpResponse.json({ statusCode: status, error: 'Error', message: 'Server says no.' }, { status }),
  );

/** Two units of a Northwind hospital: the edited user covers the first. */
export const COVERED_UNITS: CoveredUnit[] = [
  { unitId: '0e2a4c52-2222-4000-8000-000000000001', unitName: 'ICU', hospitalId: GENERAL.hospitalId, hospitalName: GENERAL.name, covers: true },
  { unitId: '0e2a4c52-2222-4000-8000-000000000002', unitName: 'NICU', hospitalId: GENERAL.hospitalId, hospitalName: GENERAL.name, covers: false },
];

/** Answers a coverage change with what it asked for, and notes the body it was sent. */
export const coverageAnswer = (sent: unknown[]) =>
  http.put(callPath(setUnitCoverage), async ({ request }) => {
    const body = (await request.json()) as { changes: { unitId: string; covers: boolean }[] };
    sent.push(body);
    return HttpResponse.json({ units: COVERED_UNITS.map((unit) => ({ ...unit, covers: body.changes.find((c) => c.unitId === unit.unitId)?.covers ?? unit.covers })) });
  });

import { http, HttpResponse } from 'msw';
import type { FeatureFlags } from '@portal/domain/access/feature-flags';
import { flagValue, serverFlagKey, FLAG_KEYS } from '@portal/domain/access/feature-flags';
import { userTypeByName, type UserTypeName } from '@portal/domain/access/user-types';
import { callPath } from '@portal/domain/api/call';
import { getUpcomingInterviews } from '@portal/domain/api/interviews';
import { getUnreplacedEndings, type UnreplacedEndings } from '@portal/domain/api/replacements';
import {
  getDashboardHeadCount,
  getDashboardOnAssignment,
  getDashboardStaffingForecast,
} from '@portal/domain/api/dashboard';
import {
  getFeatureFlags,
  getLoginContact,
  getMyPrivileges,
  getNetworks,
  getPrivilegesForRoles,
  getUserNetwork,
  updateLastLoginDate,
  type NetworkSummary,
} from '@portal/domain/api/platform';
import { getMyDecisions, type MyDecisions } from '@portal/domain/api/my-decisions';
import { CHOOSE_NETWORK_FIRST } from '@portal/domain/messages';
import { contactFor, LAKESIDE, LAKESIDE_HOSPITALS, NORTHWIND, NORTHWIND_HOSPITALS } from './fixtures.test-kit';

const NETWORK_HEADER = 'hospital-network-id';

const networkOf = (request: Request, own: NetworkSummary | null): NetworkSummary | null => {
  const chosen = request.headers.get(NETWORK_HEADER);
  if (chosen === LAKESIDE.hospitalNetworkId) return LAKESIDE;
  if (chosen === NORTHWIND.hospitalNetworkId) return NORTHWIND;
  return own;
};

export interface AccountOptions {
  userType: UserTypeName;
  /** Flags per network id (own network or chosen); defaults to everything off except defaults. */
  flags: (network: NetworkSummary | null) => FeatureFlags;
}

/** The platform calls of one signed-in account, answered the way the API would. */
export const accountHandlers = ({ userType, flags }: AccountOptions) => {
  const type = userTypeByName(userType)!;
  const own = type.internal ? null : NORTHWIND;
  const privileges = { userType, privileges: [...type.privileges] };
  return [
    http.get(callPath(getLoginContact), () => HttpResponse.json(contactFor(userType, own))),
    http.get(callPath(getFeatureFlags), ({ request }) => {
      const f = flags(networkOf(request, own));
      return HttpResponse.json(FLAG_KEYS.map((key) => ({ key: serverFlagKey(key), value: flagValue(f[key]) })));
    }),
    http.get(callPath(getPrivilegesForRoles), () => HttpResponse.json(privileges)),
    http.get(callPath(getMyPrivileges), () => HttpResponse.json(privileges)),
    http.get(callPath(getUserNetwork), ({ request }) => {
      const network = networkOf(request, own);
      if (!network) return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: CHOOSE_NETWORK_FIRST }, { status: 400 });
      return HttpResponse.json({
        ...network,
        isSSO: false,
        hospital: network === LAKESIDE ? LAKESIDE_HOSPITALS : NORTHWIND_HOSPITALS,
      });
    }),
    http.get(callPath(getNetworks), () => HttpResponse.json({ data: type.internal ? [NORTHWIND, LAKESIDE] : [NORTHWIND] })),
    http.post(callPath(updateLastLoginDate), () => HttpResponse.json({ lastLoginDate: new Date().toISOString() })),
    // The shell's sidebar counts My decisions for a user who can decide something; a test of the queue answers its own.
    http.get(callPath(getMyDecisions), () => HttpResponse.json(NO_DECISIONS_WAITING)),
    // Home lists the user's interviews; a test of them answers its own.
    http.get(callPath(getUpcomingInterviews), () => HttpResponse.json({ items: [] })),
  ];
};

export const NO_DECISIONS_WAITING: MyDecisions = { items: [], next: null, counts: { job: 0, candidate: 0, extension: 0, evaluation: 0, timecard: 0 }, overdue: 0 };

export const SUMMARY = { windowDays: 14, onAssignment: 130, startingSoon: 11, endingSoon: 24, openJobs: 55, candidatesToReview: 110, candidatesOverdue: 12 };

/** One ending assignment nobody extends or replaces (issue 34 item 4). */
export const UNREPLACED_ENDINGS: UnreplacedEndings = {
  windowDays: 30,
  total: 1,
  units: [
    {
      unitId: 'dddddddd-0001-4000-8000-000000000001',
      unit: 'ICU',
      hospital: 'Northwind General Hospital',
      assignments: [{ dealId: 'eeeeeeee-0001-4000-8000-000000000001', firstName: 'Ada', lastName: 'Quill', title: 'RN - ICU', endDate: '2026-12-10' }],
    },
  ],
};

/** Dashboard calls answering fixed figures. */
export const dashboardHandlers = () => [
  http.post(callPath(getDashboardOnAssignment), () => HttpResponse.json(SUMMARY)),
  http.post(callPath(getDashboardHeadCount), () =>
    HttpResponse.json({
      total: 3,
      byTitle: [{ name: 'RN - ICU', count: 3 }],
      byHospital: NORTHWIND_HOSPITALS.map((h, i) => ({ hospitalId: h.hospitalId, name: h.name, count: i + 1 })),
    }),
  ),
  http.post(callPath(getDashboardStaffingForecast), () =>
    HttpResponse.json({ weeks: [{ weekStart: '2026-11-16', onAssignment: 3, starting: 1, ending: 0 }] }),
  ),
  http.post(callPath(getUnreplacedEndings), () => HttpResponse.json(UNREPLACED_ENDINGS)),
];

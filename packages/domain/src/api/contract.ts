import { callPath, type CallDefinition } from './call';
import { ASSIGNED_LIST_CALLS } from './assigned';
import { ASSIGNMENT_DETAIL_CALLS } from './assignment-details';
import { CANDIDATE_CALLS } from './candidates';
import { DASHBOARD_CALLS } from './dashboard';
import { DELEGATION_CALLS } from './decision-delegation';
import { DECISION_CALLS } from './decisions';
import { DOCUMENT_CALLS } from './documents';
import { EVALUATION_CALLS } from './evaluations';
import { API_KEY_CALLS, INTEGRATION_CALLS } from './integration';
import { INTEGRATION_EVENT_CALLS } from './integration-events';
import { INTERVIEW_CALLS } from './interviews';
import { CUSTOM_REPORT_CALLS } from './custom-reports';
import { INSIGHT_CALLS } from './insights';
import { INVITATION_CALLS } from './invitations';
import { INVOICE_CALLS } from './invoices';
import { JOB_CALLS } from './jobs';
import { MY_TEAM_CALLS } from './my-team';
import { NOTIFICATION_CALLS } from './notifications';
import { PLANNED_CALLS, type PlannedCall } from './planned';
import { PLATFORM_CALLS } from './platform';
import { SHIFTS_CALLS } from './shifts';
import { USER_CALLS } from './users';
import { REPORT_CALLS } from './reports';
import { REPLACEMENT_CALLS } from './replacements';
import { REPORT_SCHEDULE_CALLS } from './report-schedules';
import { TIMECARD_CALLS, TIMECARD_INTEGRATION_CALLS } from './timecards';

/** Every built call, in one table: the API registers its routes from it and the web client calls through it. */
export const BUILT_CALLS: readonly CallDefinition[] = [
  ...PLATFORM_CALLS,
  ...DASHBOARD_CALLS,
  ...ASSIGNED_LIST_CALLS,
  ...ASSIGNMENT_DETAIL_CALLS,
  ...DOCUMENT_CALLS,
  ...INVITATION_CALLS,
  ...JOB_CALLS,
  ...CANDIDATE_CALLS,
  ...USER_CALLS,
  ...SHIFTS_CALLS,
  ...INVOICE_CALLS,
  ...REPORT_CALLS,
  ...INSIGHT_CALLS,
  ...CUSTOM_REPORT_CALLS,
  ...REPORT_SCHEDULE_CALLS,
  ...NOTIFICATION_CALLS,
  ...DECISION_CALLS,
  ...DELEGATION_CALLS,
  ...EVALUATION_CALLS,
  ...API_KEY_CALLS,
  ...INTEGRATION_CALLS,
  ...INTEGRATION_EVENT_CALLS,
  ...INTERVIEW_CALLS,
  ...TIMECARD_CALLS,
  ...TIMECARD_INTEGRATION_CALLS,
  ...MY_TEAM_CALLS,
  ...REPLACEMENT_CALLS,
];

/** The whole contract of SPEC.md §7: built calls and those still to build. */
export const CONTRACT: readonly (CallDefinition | PlannedCall)[] = [...BUILT_CALLS, ...PLANNED_CALLS];

export const contractKey = (call: Pick<CallDefinition, 'method' | 'version' | 'path'>): string =>
  `${call.method} ${callPath(call)}`;

/** Longest name of a saved custom report. */
export const SAVED_REPORT_NAME_MAX = 100;
/** Most reports one user's insights dashboard holds: each card runs its report. */
export const DASHBOARD_REPORTS_MAX = 12;

/**
 * The dashboard of a user who has not arranged theirs (issue 16 item 4: a default set for the
 * network). The same set for every network; a report the user may not open is left out.
 */
export const DEFAULT_DASHBOARD_REPORTS: readonly string[] = [
  'headcount-by-hospital-unit',
  'starts-stops-by-week',
  'extension-rate',
  'document-compliance-by-hospital',
];

export const SAVED_REPORT_NAME_REQUIRED = 'Enter a name for the report.';
export const GROUP_BY_REQUIRED = 'Choose at least one field to group by.';
export const ONLY_OWNER_CHANGES = 'Only the person who saved this report can change or delete it.';
export const SAVED_REPORT_CHANGED = 'This report was changed meanwhile. Reload it and try again.';
export const DASHBOARD_FULL = `A dashboard holds at most ${DASHBOARD_REPORTS_MAX} reports.`;
export const REPORT_SAVED = 'Report saved.';
export const REPORT_DELETED = 'Report deleted.';

/**
 * Feature flags of SPEC.md §9 with their global defaults. The server names a flag in PascalCase
 * (`serverKey`); clients read the key turned to camel case. A network may override any default.
 */
export const FEATURE_FLAGS = {
  countsV2: true,
  dashboardForecast: true,
  headCounts: true,
  hospitalCounts: true,
  internalUser: true,
  invoicesApi: true,
  protocolArchive: true,
  closeJob: false,
  displayPrnJobType: false,
  editJobStartDate: false,
  editNumberOfPositions: false,
  assignmentReferenceId: false,
  announcementsWidget: false,
  copyReportLink: false,
  newPageHeaderDetails: false,
  jobLastModified: false,
  localRates: false,
  stagingDetailsRedirect: false,
  insights: false,
  embeddedReport: false,
  exportCountsV2: false,
  invoicing: false,
  metrics: false,
  privilegeEndpoints: false,
  newNavigation: false,
  newDashboard: false,
  unifiedJobExperience: false,
  unitManagerFilter: false,
  /** Issue 36: the Timecards page and the provider's timecard calls. */
  timecards: false,
} as const satisfies Record<string, boolean>;

export type FlagKey = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FlagKey, boolean>;

export const FLAG_KEYS = Object.keys(FEATURE_FLAGS) as FlagKey[];

export const serverFlagKey = (key: FlagKey): string => key.charAt(0).toUpperCase() + key.slice(1);

export const clientFlagKey = (serverKey: string): string =>
  serverKey.charAt(0).toLowerCase() + serverKey.slice(1);

export const isFlagKey = (value: string): value is FlagKey => value in FEATURE_FLAGS;

/** 'True' means on (SPEC.md §3); anything else is off. */
export const flagValueIsOn = (value: string): boolean => value === 'True';

export const flagValue = (on: boolean): 'True' | 'False' => (on ? 'True' : 'False');

/** Reads a server key/value list into flags, starting from the defaults. */
export const flagsFromServerList = (entries: readonly { key: string; value: string }[]): FeatureFlags => {
  const flags: FeatureFlags = { ...FEATURE_FLAGS };
  for (const { key, value } of entries) {
    const client = clientFlagKey(key);
    if (isFlagKey(client)) flags[client] = flagValueIsOn(value);
  }
  return flags;
};

/**
 * The IANA zone most of a US state keeps, for a hospital whose zone nobody has set (migration 0030
 * fills existing hospitals from the same table; docs/decisions/0138-interview-times-in-the-hospitals-zone.md).
 */
const ZONES: Record<string, readonly string[]> = {
  'America/New_York': ['CT', 'DC', 'DE', 'FL', 'GA', 'IN', 'KY', 'MA', 'MD', 'ME', 'MI', 'NC', 'NH', 'NJ', 'NY', 'OH', 'PA', 'RI', 'SC', 'VA', 'VT', 'WV'],
  'America/Chicago': ['AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI'],
  'America/Denver': ['CO', 'ID', 'MT', 'NM', 'UT', 'WY'],
  'America/Phoenix': ['AZ'],
  'America/Los_Angeles': ['CA', 'NV', 'OR', 'WA'],
  'America/Anchorage': ['AK'],
  'Pacific/Honolulu': ['HI'],
  'America/Puerto_Rico': ['PR'],
};

export const DEFAULT_HOSPITAL_TIME_ZONE = 'America/New_York';

export const STATE_TIME_ZONES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ZONES).flatMap(([zone, states]) => states.map((state) => [state, zone])),
);

export const timeZoneOfState = (state: string): string => STATE_TIME_ZONES[state.toUpperCase()] ?? DEFAULT_HOSPITAL_TIME_ZONE;

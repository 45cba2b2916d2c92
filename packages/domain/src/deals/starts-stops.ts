/** Starts / Stops windows and date types of SPEC.md §9. */
export const STARTS_STOPS_WINDOWS = [7, 14, 21, 30, 45] as const;
export type StartsStopsWindow = (typeof STARTS_STOPS_WINDOWS)[number];
export const DEFAULT_STARTS_STOPS_WINDOW: StartsStopsWindow = 14;

export const STARTS_STOPS_DATE_TYPES = ['Starts/Stops', 'Starts', 'Stops'] as const;
export type StartsStopsDateType = (typeof STARTS_STOPS_DATE_TYPES)[number];
export const DEFAULT_STARTS_STOPS_DATE_TYPE: StartsStopsDateType = 'Starts/Stops';

/** How each date type is labelled in its select (SPEC.md §9: 'Starts / Stops', 'Starts', 'Stops'). */
export const STARTS_STOPS_DATE_TYPE_LABELS: Record<StartsStopsDateType, string> = {
  'Starts/Stops': 'Starts / Stops',
  Starts: 'Starts',
  Stops: 'Stops',
};

export const startsStopsWindowLabel = (days: StartsStopsWindow): string => `Next ${days} Days`;

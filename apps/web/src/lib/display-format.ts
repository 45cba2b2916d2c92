import { format, parseISO } from 'date-fns';
import { weeksLabel } from '@portal/domain/deals/extension-form';

/** What a missing value shows (SPEC.md §3). */
export const NOT_AVAILABLE = 'N/A';

export const orNotAvailable = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? NOT_AVAILABLE : String(value);

/** A yyyy-mm-dd date or an ISO timestamp shown mm/dd/yyyy (SPEC.md §9). */
export const formatDate = (iso: string | null | undefined): string => (iso ? format(parseISO(iso), 'MM/dd/yyyy') : NOT_AVAILABLE);

/** A timestamp in the browser's time zone, as the histories and the review-by time show it. */
export const formatDateTime = (iso: string): string => format(parseISO(iso), 'MM/dd/yyyy h:mm a');

/** An hourly rate shown $x.xx/hr (SPEC.md §9). */
export const formatHourlyRate = (rate: number | null | undefined): string =>
  rate === null || rate === undefined
    ? NOT_AVAILABLE
    : `${rate.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })}/hr`;

export const formatWeeks = (weeks: number | null | undefined): string =>
  weeks === null || weeks === undefined ? NOT_AVAILABLE : weeksLabel(weeks);

/** Where a job is: 'City, State', whichever of the two is known. */
export const formatLocation = (place: { city: string | null; state: string | null }): string =>
  orNotAvailable([place.city, place.state].filter(Boolean).join(', '));

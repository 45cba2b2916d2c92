import { TRAVELER_STATUS_NUMBERS, type DealStatus } from './statuses';

/**
 * What a provider's system reports of a deal through the integration API, and what each does: the
 * statuses it may come from, the status (and stage, and traveler status number) it leads to.
 */
export const DEAL_STATUS_EVENTS = {
  offerAccepted: { from: ['Offered', 'Approved'], to: 'Assigned', stage: 'assignment', travelerStatus: TRAVELER_STATUS_NUMBERS.Assigned },
  assignmentStarted: { from: ['Assigned'], to: 'On Assignment', stage: 'assignment', travelerStatus: TRAVELER_STATUS_NUMBERS.OnAssignment },
  assignmentCompleted: { from: ['On Assignment', 'Extension Offered'], to: 'Completed Assignment', stage: 'assignment', travelerStatus: TRAVELER_STATUS_NUMBERS.Completed },
  assignmentCancelled: { from: ['Assigned', 'On Assignment'], to: 'Assignment Cancelled', stage: 'assignment', travelerStatus: TRAVELER_STATUS_NUMBERS.Cancelled },
} as const satisfies Record<string, { from: readonly DealStatus[]; to: DealStatus; stage: 'assignment'; travelerStatus: number }>;

export type DealStatusEvent = keyof typeof DEAL_STATUS_EVENTS;
export const DEAL_STATUS_EVENT_NAMES = Object.keys(DEAL_STATUS_EVENTS) as [DealStatusEvent, ...DealStatusEvent[]];

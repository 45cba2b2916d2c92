import { z } from 'zod';
import { defineCall } from './call';

const timestamp = z.iso.datetime({ offset: true });

/**
 * What the portal offers the provider's systems in the events feed: one table, so a new kind of event
 * is one line here and one call of `recordIntegrationEvent` where it happens.
 */
export const INTEGRATION_EVENT_TYPES = {
  InvoiceLineDisputed: 'A Finance user disputed a line of an invoice, with a reason.',
  InvoiceDisputeResolved: 'A dispute of an invoice line was resolved, with how.',
  ExtensionAccepted: "The hospital accepted an assignment's extension offer; the assignment now ends at the extension's end.",
  ExtensionRejected: "The hospital rejected an assignment's extension offer, with a reason.",
  ClinicianDoNotReturn: 'An admin confirmed that a clinician is not to return, to a unit, a hospital or the whole network, with the reason.',
  ClinicianPreferred: 'A hospital evaluated a clinician at the end of an assignment and wants them back.',
  DoNotReturnLifted: "An admin lifted a clinician's do-not-return, with a reason.",
  InterviewRequested: 'The hospital asks for an interview of a candidate at one of the times given (also sent again when it proposes new times); answer it with answerIntegrationInterview.',
  InterviewConfirmed: "The hospital took one of the provider's proposed interview times.",
  InterviewCancelled: 'The hospital cancelled an interview, with a reason.',
  TimecardApproved: "The hospital approved a traveller's week, with its approved hours; only these are billed.",
  TimecardRejected: "The hospital rejected a traveller's week, with a reason; send the week again corrected.",
  TimecardLineAdjusted: "The hospital changed a line of a traveller's week (start, end, break or no-show), with a reason and both figures.",
} as const;
export type IntegrationEventType = keyof typeof INTEGRATION_EVENT_TYPES;
const INTEGRATION_EVENT_TYPE_NAMES = Object.keys(INTEGRATION_EVENT_TYPES) as [IntegrationEventType, ...IntegrationEventType[]];

export const INTEGRATION_EVENTS_PAGE_MAX = 500;
const EVENT_CURSOR_MAX = Number.MAX_SAFE_INTEGER;

export const IntegrationEventsQuery = z.object({
  /** The last event id the provider has processed; the feed answers the events after it. */
  after: z.coerce
    .number({ message: 'after must be an event id' })
    .int('after must be an event id')
    .min(0, 'after must be an event id')
    .max(EVENT_CURSOR_MAX, 'after must be an event id')
    .default(0),
  limit: z.coerce
    .number({ message: `limit must be a number from 1 to ${INTEGRATION_EVENTS_PAGE_MAX}` })
    .int(`limit must be a number from 1 to ${INTEGRATION_EVENTS_PAGE_MAX}`)
    .min(1, `limit must be a number from 1 to ${INTEGRATION_EVENTS_PAGE_MAX}`)
    .max(INTEGRATION_EVENTS_PAGE_MAX, `limit must be a number from 1 to ${INTEGRATION_EVENTS_PAGE_MAX}`)
    .default(100),
});

export const IntegrationEvent = z.object({
  id: z.number().int(),
  type: z.enum(INTEGRATION_EVENT_TYPE_NAMES),
  occurredAt: timestamp,
  /** What the event is about: `invoice_dispute`, `deal`, ... and its id. */
  entity: z.string(),
  entityId: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type IntegrationEvent = z.infer<typeof IntegrationEvent>;

export const IntegrationEventsResponse = z.object({
  events: z.array(IntegrationEvent),
  /** The cursor of the next call: the last event's id, or `after` again when there was none. */
  nextAfter: z.number().int(),
});
export type IntegrationEventsResponse = z.infer<typeof IntegrationEventsResponse>;

export const getIntegrationEvents = defineCall({
  name: 'getIntegrationEvents',
  method: 'GET',
  version: 'v2',
  path: 'integration/events',
  summary:
    "Provider systems (API key): what happened in the key's network that the provider acts on (an invoice line disputed, a dispute resolved), oldest first, after the cursor `after`. An event is listed once every event before it is committed, so polling with the last id seen never misses one.",
  scope: 'integration',
  access: {},
  query: IntegrationEventsQuery,
  response: IntegrationEventsResponse,
});

export const INTEGRATION_EVENT_CALLS = [getIntegrationEvents] as const;

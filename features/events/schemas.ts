import { z } from 'zod';

import { eventModes, events, eventTypes } from '@/lib/db/schema/events';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { bilingualText } from '@/lib/validation/bilingual';
import { optionalText } from '@/lib/validation/content-fields';
import { consolePageQuery, pageAnswerSchema, pageQuery } from '@/lib/validation/page-query';
import { chosenId, queryId, requiredText } from '@/lib/validation/rules';
import { versionField } from '@/lib/validation/version';

import {
  EVENT_SCOPES,
  EVENT_SEARCH_MAX,
  EVENT_YEAR_MAX,
  EVENT_YEAR_MIN,
  EVENTS_CONSOLE_PAGE_SIZE,
  EVENTS_CONSOLE_PAGE_SIZES,
  EVENTS_PAGE_SIZE,
  EVENTS_PAGE_SIZE_MAX,
  LOCATION_TYPES,
} from './constants';

// part 2 §3 "Event" (name, date_start, country_id, type_id, mode_id, industry_id, location_type,
// country_name) and §7 events-type, events-mode; the card's fields (dates, place, description,
// link, status) and `is_joined` (part 3 "Client processing") are the portal's (issue 27). The
// rows and the input are derived from the tables (lib/db/schema/events.ts, lib/db/table-schemas.ts).

export const locationTypeSchema = z.enum([LOCATION_TYPES.international, LOCATION_TYPES.local]);

export const eventTypeSchema = rowSchema(eventTypes);
export type EventType = z.infer<typeof eventTypeSchema>;
/** events-mode has the same shape: in person, online, hybrid. */
export const eventModeSchema = rowSchema(eventModes);
export type EventMode = z.infer<typeof eventModeSchema>;

/**
 * An event's stored fields as staff read them (the select map follows it): dates YYYY-MM-DD, an
 * event takes whole days from its start to its end; `industry_id` null: every sector; `status`
 * part 2 §4: 1 open, 2 closed, 3 confirmed, other: details to follow.
 */
export const eventRowSchema = rowSchema(events, { location_type: locationTypeSchema }).omit({
  image: true,
  created_at: true,
  updated_at: true,
});

/** The names of what an event refers to ('' when the entry is gone). */
const eventNames = {
  country_name: z.string(),
  country_name_ara: z.string(),
  ...bilingualText('type', 'mode', 'industry'),
};

/** An event as the public reads it: the stored fields with the names of what it refers to. */
export const eventSchema = eventRowSchema.omit({ published: true, version: true }).extend({
  /** part 2 §3 `name`: the English name (`name_ara` the Arabic one). */
  name: z.string(),
  ...eventNames,
});
export type PublicEvent = z.infer<typeof eventSchema>;

/** GET /api/events: the event, when it stands in Amman today, and whether the member joined it. */
export const eventAnswerSchema = eventSchema.extend({
  /** part 2 §4: the start is in the future. */
  is_upcoming: z.boolean(),
  /** part 2 §4: the end is past; joining is closed. */
  is_expired: z.boolean(),
  /** part 3 "Client processing": the signed-in member has joined it (false for a visitor). */
  is_joined: z.boolean(),
});
export type EventAnswer = z.infer<typeof eventAnswerSchema>;
export const eventPageSchema = pageAnswerSchema(eventAnswerSchema);

const filterId = (name: string) => queryId().optional().describe(`Only events of this ${name} id`);

/** The filters of GET /api/events (part 2 "Events"); a bad value is a 422, never an empty list. */
export const eventsQuerySchema = z.object({
  q: z
    .string()
    .max(EVENT_SEARCH_MAX, 'rules.invalid')
    .optional()
    .describe('Text in either language, any case (name, description, place)'),
  country: filterId('country'),
  type: filterId('event type'),
  mode: filterId('event mode'),
  industry: filterId('industry'),
  year: z.coerce
    .number({ error: 'rules.invalid' })
    .int('rules.invalid')
    .min(EVENT_YEAR_MIN, 'rules.invalid')
    .max(EVENT_YEAR_MAX, 'rules.invalid')
    .optional()
    .describe('Only events that start in this year (date_start)'),
  location_type: locationTypeSchema.optional().describe('International event or Local event'),
  ...pageQuery({ maxPage: 100_000, maxSize: EVENTS_PAGE_SIZE_MAX, defaultSize: EVENTS_PAGE_SIZE }),
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

/** A member's own event (GET /api/events/joined, My events): the event and when they joined. */
export const joinedEventSchema = eventAnswerSchema.extend({ joined_at: z.string() });
export type JoinedEvent = z.infer<typeof joinedEventSchema>;

/** POST /api/events/{id}/join: the specification's body (event_id, user_id), both ignored. */
export const joinBodySchema = z.object({
  event_id: z.unknown().optional().describe('Ignored: the event is the one in the path'),
  user_id: z.unknown().optional().describe('Ignored: the member is the one of the session'),
});

export const joinAnswerSchema = z.object({
  event_id: z.number().int(),
  is_joined: z.boolean(),
  joined_at: z.string().optional(),
});

// ----- staff changes (the console's form and /api/staff/events) -----

const requiredName = (max: number) => requiredText().max(max, 'rules.invalid');
const id = chosenId();

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const day = z
  .string({ error: 'rules.required' })
  .min(1, 'rules.required')
  .refine(isDay, 'rules.invalid');

/** An address of the organiser's page: http(s) only, or empty. */
const link = optionalText(500).refine(
  (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
  'rules.url',
);

/** The country of a local event (part 2: local events are Jordan's). */
export const JORDAN_COUNTRY_ID = 400;

/** POST /api/staff/events and PUT /api/staff/events/{id}. */
export const eventInputSchema = inputSchema(events, {
  name_eng: requiredName(200),
  name_ara: requiredName(200),
  description_eng: optionalText(2000),
  description_ara: optionalText(2000),
  date_start: day,
  date_end: day,
  location_type: locationTypeSchema,
  country_id: id,
  city_eng: optionalText(120),
  city_ara: optionalText(120),
  venue_eng: optionalText(200),
  venue_ara: optionalText(200),
  type_id: id,
  mode_id: id,
  /** null: every sector. */
  industry_id: id.nullable(),
  link,
  status: z.number({ error: 'rules.required' }).int('rules.invalid').min(1).max(9),
})
  .extend({
    /** Stored as 1 (published) or 0 (a draft). */
    published: z.boolean({ error: 'rules.required' }),
    version: versionField.optional(),
  })
  .superRefine((input, context) => {
    if (isDay(input.date_start) && isDay(input.date_end) && input.date_end < input.date_start) {
      context.addIssue({
        code: 'custom',
        path: ['date_end'],
        message: 'Events.rules.endBeforeStart',
      });
    }
    if (input.location_type === LOCATION_TYPES.local && input.country_id !== JORDAN_COUNTRY_ID) {
      context.addIssue({
        code: 'custom',
        path: ['country_id'],
        message: 'Events.rules.localInJordan',
      });
    }
  });
export type EventInput = z.infer<typeof eventInputSchema>;

/** An event as staff read it: every stored field, the names, how many joined, its version. */
export const staffEventSchema = eventRowSchema.extend({
  name: eventSchema.shape.name,
  ...eventNames,
  published: z.boolean(),
  joined_count: z.number().int(),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;

/** GET /api/staff/events and /admin/events: the text, the kind, the page. */
export const staffEventsQuerySchema = z.object({
  q: z.string().max(EVENT_SEARCH_MAX, 'rules.invalid').optional(),
  scope: z.enum(EVENT_SCOPES, { error: 'rules.invalid' }).optional(),
  ...consolePageQuery(EVENTS_CONSOLE_PAGE_SIZES, EVENTS_CONSOLE_PAGE_SIZE),
});
export type StaffEventsQuery = z.infer<typeof staffEventsQuerySchema>;
export const staffEventPageSchema = pageAnswerSchema(staffEventSchema);

/** A member who joined an event, as staff see them (GET /api/staff/events/{id}/members). */
export const eventMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  joined_at: z.string(),
});
export type EventMember = z.infer<typeof eventMemberSchema>;

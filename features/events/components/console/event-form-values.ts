import { LOCATION_TYPES } from '../../constants';
import type { EventInput, StaffEvent } from '../../schemas';

// The event form's values (issue 27): a new event's, or those of the one edited.

const EMPTY: EventInput = {
  name_eng: '',
  name_ara: '',
  description_eng: '',
  description_ara: '',
  date_start: '',
  date_end: '',
  location_type: LOCATION_TYPES.international,
  country_id: 0,
  city_eng: '',
  city_ara: '',
  venue_eng: '',
  venue_ara: '',
  type_id: 0,
  mode_id: 0,
  industry_id: null,
  link: '',
  status: 1,
  published: true,
};

/** The form's fields, the API's names for them. */
export const EVENT_FIELDS = Object.keys(EMPTY) as (keyof EventInput)[];

/** The form's starting values: the event's fields (never its version, sent apart). */
export const valuesOf = (event: StaffEvent | null): EventInput =>
  event
    ? (Object.fromEntries(
        EVENT_FIELDS.map((key) => [key, event[key as keyof StaffEvent]]),
      ) as EventInput)
    : EMPTY;

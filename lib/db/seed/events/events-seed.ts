import { internationalEventsFor } from './international-events';
import { localEventsFor } from './local-events';

/** Every seed event (ids 1 to 27, 18 a draft) as of `today`, Amman's day ("YYYY-MM-DD"). */
export const eventsSeedFor = (today: string) => [
  ...internationalEventsFor(today),
  ...localEventsFor(today),
];

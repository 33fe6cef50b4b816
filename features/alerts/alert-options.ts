import type { MultiSelectOption } from '@/components/forms/multi-select-filter';

/** The lists a subscriber chooses from, labelled in the page's language (server-read). */
export type AlertOptions = {
  sectors: MultiSelectOption[];
  countries: MultiSelectOption[];
  chapters: MultiSelectOption[];
};

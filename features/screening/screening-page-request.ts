import { z } from 'zod';

import { DEFAULT_MIN_SCORE } from '@/lib/names/score';
import { isOverlongListValue, LIST_VIEW_KEYS, type ListView } from '@/lib/navigation/list-views';

import { screeningFields } from './public-schemas';

// What the page /screening was asked (issue 47), from its list view: nothing yet, a query refused
// (a name longer than a view keeps, odd characters, an unknown country, a minimum out of range),
// or a name to screen. The page validates with the API's own rules.

/** The page's form, as typed: what its boxes show again. */
export type ScreeningFormValues = { name?: string; country?: string; min_score?: string };

export type ScreeningPageQuery = {
  name: string;
  country?: string;
  minScore: number;
};

export type ScreeningPageRequest =
  | { state: 'start'; values: ScreeningFormValues }
  | { state: 'tooLong'; values: ScreeningFormValues }
  | { state: 'invalid'; values: ScreeningFormValues; errors: Record<string, string> }
  | { state: 'screen'; values: ScreeningFormValues; query: ScreeningPageQuery };

const { name, country, min_score } = screeningFields;
/** The API's rules but `birth_year` and `lang`, which the page does not ask for. */
const pageQuerySchema = z.object({ name, country, min_score });

export function screeningRequestOf(view: ListView): ScreeningPageRequest {
  const values: ScreeningFormValues = {
    name: view.name,
    country: view.country,
    min_score: view.min_score,
  };
  if (view.name === undefined) return { state: 'start', values };
  // The view keeps one character more than a page screens: a longer name was refused, not cut.
  if (isOverlongListValue(view.name, LIST_VIEW_KEYS.screening)) return { state: 'tooLong', values };
  const parsed = pageQuerySchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { state: 'invalid', values, errors };
  }
  const query = parsed.data;
  return {
    state: 'screen',
    values: { ...values, country: query.country },
    query: {
      name: query.name,
      country: query.country,
      minScore: query.min_score ?? DEFAULT_MIN_SCORE,
    },
  };
}

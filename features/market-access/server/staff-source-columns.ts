import 'server-only';

import type { GeneralOriginRuleInput } from '../schemas';

// Issue 37: a term's source (its name in both languages, address and date) as the columns of the
// general rule of origin and of a heading's terms store it.

export type Source = GeneralOriginRuleInput['source'];
export const sourceColumns = (source: Source) => ({
  source_name_en: source.name_en,
  source_name_ar: source.name_ar,
  source_url: source.url,
  source_date: source.date,
  // Issue 57: a form that sends no check dates leaves them as they are.
  ...(source.checked_on !== undefined && { checked_on: source.checked_on }),
  ...(source.review_by !== undefined && { review_by: source.review_by }),
});

import type { AlertChoices } from './schemas';

/** The choices of a subscription, from a row or a change (its other fields left out). */
export const choicesOf = (source: AlertChoices): AlertChoices => ({
  content_types: source.content_types,
  industry_ids: source.industry_ids,
  country_ids: source.country_ids,
  hs_chapters: source.hs_chapters,
  frequency: source.frequency,
  locale: source.locale,
});

// Issue 45: "Alert me about this". A public list that e-mail alerts cover links to the alerts page
// with the list's own filters chosen. The link's query (these keys) is all the lists and the
// alerts page share: the page reads it with its own zod rules (features/alerts) and ignores what
// they refuse, so a list never needs to know the alerts' tables.

/** The alerts page's address (without locale). */
export const ALERT_ME_PATH = '/alerts';

/** The query keys the alerts page reads, in their order. */
export const ALERT_ME_KEYS = ['type', 'industry', 'country', 'chapter'] as const;

/** What a list chooses: the kind of item it lists and its filters (a sector is industries.iid). */
type Values = string | number | readonly (string | number)[];
export type AlertMeChoices = {
  type: 'trade_leads' | 'events' | 'publications' | 'news' | 'trade_barriers';
  industry?: Values;
  country?: Values;
  /** An HS chapter, two digits. */
  chapter?: Values;
};

/**
 * The alerts page's address with a list's choices (empty filters and ids that are no id, such as
 * the 0 a list keeps for a refused value, left out; lists repeated).
 */
export function alertMeHref(choices: AlertMeChoices): string {
  const search = new URLSearchParams();
  for (const key of ALERT_ME_KEYS) {
    const given = choices[key];
    const values = given === undefined ? [] : Array.isArray(given) ? given : [given];
    for (const value of values as (string | number)[]) {
      if (typeof value === 'number' && !(value > 0)) continue;
      const text = String(value).trim();
      if (text !== '') search.append(key, text);
    }
  }
  return `${ALERT_ME_PATH}?${search.toString()}`;
}

import { z } from 'zod';

import { ALERT_ME_KEYS } from '@/lib/navigation/alert-me';

import type { AlertOptions } from './alert-options';
import { ALERT_CONTENT_TYPES, HS_CHAPTERS } from './constants';
import type { AlertChoicesInput } from './schemas';

// Issue 45: the choices a list's "Alert me about this" link (lib/navigation/alert-me.ts) puts in
// the alerts page's query: `type`, `industry`, `country` and `chapter`, each once or repeated.
// Every value is read by its own rule and one it refuses is ignored (no error: the form simply
// starts without it), as is an industry or country the form does not offer.

/** A query's values as a page's `searchParams` give them. */
export type PageQuery = Record<string, string | string[] | undefined>;

const idText = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,8}$/);
const valueRules = {
  type: z.enum(ALERT_CONTENT_TYPES),
  industry: idText,
  country: idText,
  chapter: z
    .string()
    .trim()
    .transform((value) => (/^\d$/.test(value) ? `0${value}` : value))
    .refine((value) => HS_CHAPTERS.includes(value)),
} satisfies Record<(typeof ALERT_ME_KEYS)[number], z.ZodType<string>>;

/** The values of one key that its rule accepts, each once (at most 20 looked at). */
function valuesOf(query: PageQuery, key: (typeof ALERT_ME_KEYS)[number]): string[] {
  const raw = query[key];
  const given = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).slice(0, 20);
  const accepted = given.flatMap((value) => {
    const parsed = valueRules[key].safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
  return [...new Set(accepted)];
}

/** The choices the form starts with: the query's, among what the form offers. */
export type AlertStartChoices = Pick<
  AlertChoicesInput,
  'content_types' | 'industry_ids' | 'country_ids' | 'hs_chapters'
>;

/** The form's starting choices from the alerts page's query (trade leads alone without one). */
export function alertChoicesOfQuery(query: PageQuery, options: AlertOptions): AlertStartChoices {
  const offered = (list: { value: string }[]) => new Set(list.map((option) => option.value));
  const sectors = offered(options.sectors);
  const countries = offered(options.countries);
  const types = valuesOf(query, 'type') as AlertStartChoices['content_types'];
  return {
    content_types: types.length > 0 ? types : ['trade_leads'],
    industry_ids: valuesOf(query, 'industry')
      .filter((id) => sectors.has(id))
      .map(Number),
    country_ids: valuesOf(query, 'country')
      .filter((id) => countries.has(id))
      .map(Number),
    hs_chapters: valuesOf(query, 'chapter'),
  };
}

/** Whether the query chose anything (the page then says the form starts with the list's filters). */
export const queryChoseFilters = (query: PageQuery) =>
  ALERT_ME_KEYS.some((key) => query[key] !== undefined);

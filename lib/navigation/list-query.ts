import type { z } from 'zod';

// The console's lists keep their search, filters, page and order in the address (issue 24), so a
// list can be shared, reloaded and gone back to. These two read it and write it for every area.

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type ObjectSchema = z.ZodObject<Record<string, z.ZodType>>;

/**
 * A list's query from the page's address: each parameter of the API's query schema that passes
 * its own rule; the others take their defaults. A value the page cannot use is dropped, so the list
 * shows (never an error page).
 */
export function lenientQuery<S extends ObjectSchema>(schema: S, params: SearchParams): z.output<S> {
  const values: Record<string, string> = {};
  for (const [key, rule] of Object.entries(schema.shape)) {
    const value = first(params[key])?.trim();
    if (value !== undefined && value !== '' && rule.safeParse(value).success) values[key] = value;
  }
  return schema.parse(values);
}

export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/**
 * A list's query string (`?q=…&page=2`, or '' for none): values that are empty or equal to their
 * default are left out, so each view has one address.
 */
export function listSearch(values: QueryValues, defaults: QueryValues = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

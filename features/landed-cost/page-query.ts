import { LANDED_COST_FIELDS, landedCostQuerySchema, type LandedCostQuery } from './query-schema';

// The landed-cost page's query (issue 58): the form's values as typed (first value of each key,
// at most 60 characters) and, once a code is asked, the query read by the route's own schema with
// its errors by field (catalogue keys).

export type LandedCostField = (typeof LANDED_COST_FIELDS)[number];
export type SearchParams = Record<string, string | string[] | undefined>;

export type LandedCostPageQuery = {
  /** The form's values as typed. */
  form: Partial<Record<LandedCostField, string>>;
  /** Whether the visitor asked (the code or the price given), so errors are shown. */
  asked: boolean;
  errors: Partial<Record<LandedCostField, string>>;
  query: LandedCostQuery | null;
};

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, 60);

export function landedCostPageQuery(search: SearchParams): LandedCostPageQuery {
  const form: Partial<Record<LandedCostField, string>> = {};
  for (const field of LANDED_COST_FIELDS) {
    const value = first(search[field]);
    if (value !== undefined) form[field] = value;
  }
  const asked = form.value !== undefined;
  if (!asked) return { form, asked, errors: {}, query: null };
  const parsed = landedCostQuerySchema.safeParse(form);
  if (parsed.success) return { form, asked, errors: {}, query: parsed.data };
  const errors: Partial<Record<LandedCostField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LandedCostField;
    errors[field] ??= issue.message;
  }
  return { form, asked, errors, query: null };
}

/** A saved query as the page's address query (the member's list opens it again). */
export function landedCostSearchOf(inputs: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const field of LANDED_COST_FIELDS) {
    const value = inputs[field];
    if (value === undefined || value === null || value === false) continue;
    search.set(field, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

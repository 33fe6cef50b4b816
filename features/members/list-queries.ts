import {
  auditQuerySchema,
  memberListQuerySchema,
  type AuditQuery,
  type MemberListQuery,
} from './schemas';

// The console's lists read their search, filters, page and order from the address (list-urls.ts
// writes it). A value the page cannot use is dropped: the list shows, never an error page.

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Each known parameter that passes its own rule; the others take their defaults. */
function lenient<T>(
  schema: { shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }> },
  params: SearchParams,
  parse: (values: Record<string, string>) => T,
): T {
  const values: Record<string, string> = {};
  for (const [key, rule] of Object.entries(schema.shape)) {
    const value = first(params[key]);
    if (value !== undefined && value !== '' && rule.safeParse(value).success) values[key] = value;
  }
  return parse(values);
}

/** The members list's query from the page's address. */
export function memberQueryOf(params: SearchParams): MemberListQuery {
  return lenient(memberListQuerySchema, params, (values) => memberListQuerySchema.parse(values));
}

/** The audit log's query from the page's address; an inverted date range keeps only `from`. */
export function auditQueryOf(params: SearchParams): AuditQuery {
  return lenient(auditQuerySchema, params, (values) => {
    const parsed = auditQuerySchema.safeParse(values);
    return parsed.success ? parsed.data : auditQuerySchema.parse({ ...values, to: undefined });
  });
}

// The audit log's "before / after" as rows of text: every field either side named once.

export type ChangeRow = { field: string; before: string | null; after: string | null };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A recorded value that is an instant (ISO 8601 with its zone), shown in Amman time. */
export const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value));

/** A recorded value as text: strings as they are, anything else as JSON; absent or null is null. */
export function valueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields of the entry's before and after, in the order they first appear. */
export function changeRows(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ChangeRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: before && field in before ? valueText(before[field]) : null,
    after: after && field in after ? valueText(after[field]) : null,
  }));
}

/** The console page a record of the log opens, when there is one. */
export function recordPath(action: string, entityType: string, entityId: string): string | null {
  if (!/^\d+$/.test(entityId)) return null;
  if (entityType === 'users' && action.startsWith('member.')) return `/members/${entityId}`;
  if (entityType === 'enquiries') return `/enquiries/${entityId}`;
  return null;
}

import 'server-only';

import { parseTimestamp } from '@/lib/i18n/format-date';

/** A stored timestamp (PostgreSQL's text or a Date) as ISO 8601, the answers' form. */
export function isoOf(value: string | Date): string {
  return (value instanceof Date ? value : parseTimestamp(value)).toISOString();
}

export const isoOrNull = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : isoOf(value);

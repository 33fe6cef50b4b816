import 'server-only';
import { sql } from 'drizzle-orm';

// The small SQL pieces of the HS finder's statements (issue 37).

/** A whole number written into the statement (limits, offsets, points). */
export const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** An array literal's element, quoted (terms are letters and digits; escaped anyway). */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A text[] parameter. */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map(quoted).join(',')}}`}::text[]`;

/** An int[] parameter. */
export const intArray = (values: readonly number[]) =>
  sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;

import { type AnyColumn, sql } from 'drizzle-orm';

/** The `version` of a row a change updates: one more than it was (`.set({ version: nextVersion(t.version) })`). */
export const nextVersion = (column: AnyColumn) => sql<number>`${column} + 1`;

import { integer, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column shapes every domain's tables share. This file exports no table (drizzle-kit reads index.ts).

/** The table's own id, numbered by the database. */
export const serialId = () => serial('id').primaryKey();

/** The id of the record a row belongs to: required, and the row goes when that record goes. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A moment with its time zone, read as an ISO string (what the API answers). */
export const timestampString = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'string' });

/** A moment the database sets when the row is written (now), never null. */
export const nowOnInsert = (name: string) => timestampString(name).notNull().defaultNow();

/** A moment with its time zone, read as a Date (the sessions' and tokens' expiries, compared in code). */
export const timestampDate = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date' });

/** Text that is never null: an empty string when not given (the content store's bilingual fields). */
export const requiredText = (name: string) => text(name).notNull().default('');

/** A text in English and in Arabic, `<name>_eng` and `<name>_ara`, each as `requiredText`. */
export const bilingual = <N extends string>(name: N) =>
  ({
    [`${name}_eng`]: requiredText(`${name}_eng`),
    [`${name}_ara`]: requiredText(`${name}_ara`),
  }) as Record<`${N}_eng` | `${N}_ara`, ReturnType<typeof requiredText>>;

/** created_at and updated_at, set by the database on insert. */
export const timestamps = {
  created_at: nowOnInsert('created_at'),
  updated_at: nowOnInsert('updated_at'),
};

/**
 * The record's version (issue 24, no lost update): 1 when created, one more with every change a
 * member or staff makes; a write names the version it started from (`lib/api/record-version.ts`).
 */
export const version = () => integer('version').notNull().default(1);

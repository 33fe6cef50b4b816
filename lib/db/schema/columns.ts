import { integer, text, timestamp } from 'drizzle-orm/pg-core';

// Column shapes every domain's tables share. This file exports no table (drizzle-kit reads index.ts).

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
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow(),
};

/**
 * The record's version (issue 24, no lost update): 1 when created, one more with every change a
 * member or staff makes; a write names the version it started from (`lib/api/record-version.ts`).
 */
export const version = () => integer('version').notNull().default(1);

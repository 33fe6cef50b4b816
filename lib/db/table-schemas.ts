import { getTableColumns, type Table } from 'drizzle-orm';
import {
  type BuildRefine,
  type BuildSchema,
  createSchemaFactory,
  type NoUnknownKeys,
} from 'drizzle-zod';
import { z } from 'zod';

// Issue 54: a field is declared once, as its column (lib/db/schema/<domain>.ts). The zod schema of
// a row the API answers is derived from the table (drizzle-zod), and so is an input: it names the
// columns it takes, each with the rule the API applies (the specification's messages, the bounds),
// and a name that is no column, or a rule whose value the column cannot hold, does not compile.
// Isomorphic: the console's forms validate with the same inputs.

const { createSelectSchema, createInsertSchema } = createSchemaFactory({ zodInstance: z });

const INTEGER_COLUMNS = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgSmallSerial']);

/**
 * An integer column as the API has always documented it, `integer`: drizzle-zod would add the
 * column's int4 bounds to every answer's schema in the OpenAPI document.
 */
function plainIntegers(table: Table) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => INTEGER_COLUMNS.has(column.columnType))
      .map(([key]) => [key, () => z.number().int()]),
  );
}

type Columns<T extends Table> = T['_']['columns'];

/**
 * A row of the table as the API answers it: every column, of the column's type (nullable where the
 * column is); `refine` gives the shape of what the table cannot say (a JSON column's items).
 */
export function rowSchema<
  T extends Table,
  R extends BuildRefine<Columns<T>, undefined> = Record<never, never>,
>(
  table: T,
  refine?: NoUnknownKeys<R, T['$inferSelect']>,
): BuildSchema<'select', Columns<T>, R, undefined> {
  return createSelectSchema(table, { ...plainIntegers(table), ...refine } as never) as never;
}

type Insert<T extends Table> = T['$inferInsert'];
/** For each column an input takes, its rule: a schema whose value the column holds. */
type InputRules<T extends Table> = { [K in keyof Insert<T>]?: z.ZodType<Insert<T>[K]> };

/**
 * The body of a write: the columns named in `rules`, in their order, each validated by its rule
 * (the table's own type is the floor, the rule says what the API accepts and in which words).
 */
export function inputSchema<T extends Table, const R extends InputRules<T>>(
  table: T,
  rules: R & Record<Exclude<keyof R, keyof Insert<T>>, never>,
): z.ZodObject<{ [K in keyof R]-?: Extract<R[K], z.ZodType> }> {
  const keys = Object.fromEntries(Object.keys(rules).map((key) => [key, true] as const));
  return createInsertSchema(table, rules as never).pick(keys as never) as never;
}

/**
 * The fields of `schema` read from a row (a select map that follows the schema): the public view
 * of a row whose table holds more (contact details, timestamps).
 */
export function fieldsOf<S extends z.ZodObject, R extends z.output<S>>(
  schema: S,
  row: R,
): z.output<S> {
  return Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, row[key as keyof R]]),
  ) as z.output<S>;
}

/** The select map of a schema's fields: the table's columns of those names, in the table's order. */
export function columnsOf<T extends Table, S extends z.ZodObject>(
  table: T,
  schema: S,
): Pick<Columns<T>, keyof S['shape'] & keyof Columns<T>> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([key]) => key in schema.shape),
  ) as never;
}

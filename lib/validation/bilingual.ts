import { z } from 'zod';

// A record's texts in both languages, as the specification names its columns: `<field>_eng` and
// `<field>_ara`, English first (part 2 §3).

type BilingualKeys<F extends string> = `${F}_eng` | `${F}_ara`;

/** `<field>_eng` and `<field>_ara` strings for each field, in the order given: a zod shape to spread. */
export function bilingualText<const F extends string>(
  ...fields: F[]
): { [K in BilingualKeys<F>]: z.ZodString } {
  return Object.fromEntries(
    fields.flatMap((field) => [
      [`${field}_eng`, z.string()],
      [`${field}_ara`, z.string()],
    ]),
  ) as { [K in BilingualKeys<F>]: z.ZodString };
}

/** `{ <field>_eng: true, <field>_ara: true }` for each field: the mask of a zod pick or omit. */
export function bilingualKeys<const F extends string>(
  ...fields: F[]
): { [K in BilingualKeys<F>]: true } {
  return Object.fromEntries(
    fields.flatMap((field) => [
      [`${field}_eng`, true],
      [`${field}_ara`, true],
    ]),
  ) as { [K in BilingualKeys<F>]: true };
}

import { z } from 'zod';

// A record of the Harmonized Tariff Schedule of the United States as the USITC publishes it for
// download (https://hts.usitc.gov/ → Export → JSON; the same shape as
// https://hts.usitc.gov/reststop/exportList?format=JSON): a JSON array of rows in the schedule's
// order, each with `htsno` ("0101", "0101.21.00", "0101.21.00.10", or "" for a text-only row),
// `indent` (a string of digits), `description`, `superior` ("true" on a text-only row, else null),
// `units` (["No."]), `general`, `special`, `other` (the three rate columns as written),
// `footnotes` ([{ columns, value, type }]), and `quotaQuantity`, `additionalDuties` (null on most
// rows). See tests/fixtures/us-hts/README.md for where this was checked.

const text = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim());

export const usHtsRecordSchema = z
  .object({
    htsno: z
      .string()
      .trim()
      .regex(/^(?:\d{2}|\d{4}(?:\.\d{2}){0,3})?$/, 'htsno must read like 0101 or 0101.21.00'),
    indent: z
      .union([z.string().regex(/^\d{1,2}$/, 'indent must be a number'), z.number().int().min(0)])
      .transform(Number),
    description: text,
    superior: z.union([z.string(), z.boolean()]).nullish(),
    units: z.array(z.string()).nullish(),
    general: text,
    special: text,
    other: text,
    footnotes: z
      .array(z.looseObject({ value: z.string().nullish(), columns: z.array(z.string()).nullish() }))
      .nullish(),
    quotaQuantity: z.string().nullish(),
    additionalDuties: z.string().nullish(),
  })
  .loose();
export type UsHtsRecord = z.output<typeof usHtsRecordSchema>;

/**
 * The rate the special column gives Jordan (programme symbol JO), or null when JO is not listed.
 * The column lists rates each followed by its programmes: "Free (A+,AU,BH,…,JO,…)", or
 * "Free (A,AU,…) 3.5% (JO)" where Jordan had its own rate.
 */
export function jordanRateOf(special: string): string | null {
  for (const match of special.matchAll(/([^()]+?)\s*\(([^()]*)\)/g)) {
    const programmes = match[2]!.split(',').map((symbol) => symbol.trim());
    if (programmes.includes('JO')) return match[1]!.trim();
  }
  return null;
}

/** The digits of an htsno: "3304.99.50" → "33049950". */
export const htsDigits = (htsno: string) => htsno.replace(/\D/g, '');

import { z } from 'zod';

import { TAX_RATE_KINDS, vatCorrections } from '@/lib/db/schema/market-indicators';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import { optionalText } from '@/lib/validation/content-fields';
import { isCalendarDay, requiredText } from '@/lib/validation/rules';
import { versionField } from '@/lib/validation/version';

// Staff's corrections of the tax file (issue 58): one per market, its kind and rate (0.1 = 10 %),
// a note, its source (name in both languages, address, day) and the day staff checked it. It wins
// over the file's rate wherever the portal reads a market's tax. The row and the input are derived
// from the table (lib/db/table-schemas.ts).

export const VAT_NOTE_MAX = 1000;
export const VAT_SOURCE_NAME_MAX = 300;
export const VAT_URL_MAX = 500;

/** A correction as the console's list and the staff API answer it. */
export const vatCorrectionSchema = rowSchema(vatCorrections, {
  kind: z.enum(TAX_RATE_KINDS),
}).omit({ created_at: true, updated_at: true });
export type VatCorrection = z.infer<typeof vatCorrectionSchema>;

const ALPHA2 = new Set(ALPHA2_CODES);

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z
  .string({ error: 'rules.required' })
  .trim()
  .min(1, 'rules.required')
  .refine(isCalendarDay, 'rules.invalid');

/** A day, or none (empty or null). */
const optionalDay = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDay(value), 'rules.invalid');

const correctionFields = inputSchema(vatCorrections, {
  country: z
    .string({ error: 'rules.required' })
    .trim()
    .toUpperCase()
    .refine((value) => ALPHA2.has(value), 'rules.invalid'),
  kind: z.enum(TAX_RATE_KINDS, { error: 'rules.invalid' }),
  rate: z.number({ error: 'rules.required' }).min(0, 'rules.invalid').max(1, 'rules.invalid'),
  note_en: optionalText(VAT_NOTE_MAX),
  note_ar: optionalText(VAT_NOTE_MAX),
  source_name_en: requiredText().max(VAT_SOURCE_NAME_MAX, 'rules.invalid'),
  source_name_ar: requiredText().max(VAT_SOURCE_NAME_MAX, 'rules.invalid'),
  url: requiredText()
    .max(VAT_URL_MAX, 'rules.invalid')
    .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), 'rules.url'),
  source_date: optionalDay,
  checked_on: day,
  version: versionField.optional(),
});

/** No tax in force is a rate of nothing. */
const noneIsZero = (kind: string, rate: number) => kind !== 'none' || rate === 0;

export const vatCorrectionInputSchema = correctionFields.superRefine((input, context) => {
  if (!noneIsZero(input.kind, input.rate)) {
    context.addIssue({ code: 'custom', path: ['rate'], message: 'rules.invalid' });
  }
});
export type VatCorrectionInput = z.output<typeof vatCorrectionInputSchema>;

/** The console's form: the same fields, the rate typed as a percentage ("10" for 10 %). */
export const vatCorrectionFormSchema = correctionFields
  .omit({ rate: true, version: true })
  .extend({
    percent: z
      .string({ error: 'rules.required' })
      .trim()
      .min(1, 'rules.required')
      .regex(/^\d{1,3}([.,]\d{1,4})?$/, 'rules.invalid')
      .refine((value) => Number(value.replace(',', '.')) <= 100, 'rules.invalid'),
  })
  .superRefine((input, context) => {
    if (!noneIsZero(input.kind, Number(input.percent.replace(',', '.')))) {
      context.addIssue({ code: 'custom', path: ['percent'], message: 'rules.invalid' });
    }
  });
export type VatCorrectionForm = z.input<typeof vatCorrectionFormSchema>;

/** The rate (0.1) of a percentage typed in the form ("10"), without float noise. */
export const rateOfPercent = (percent: string): number =>
  Math.round(Number(percent.replace(',', '.')) * 10_000) / 1_000_000;

import { z } from '@hono/zod-openapi';

import { agreementDutyFacts } from '@/lib/db/schema/market-access';
import { inputSchema, rowSchema } from '@/lib/db/table-schemas';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { optionalText } from '@/lib/validation/content-fields';

import { RULE_TEXT_MAX, SOURCE_NAME_MAX } from './constants';
import { DUTY_KINDS, SCOPE_DIGITS, SCOPE_KINDS } from './duty-fact-scope';
import { dutyScopeSchema } from './duty-schemas';
import {
  alpha2Schema,
  daySchema,
  sourceInputSchema,
  sourceSchema,
  sourceUrlSchema,
} from './schemas';
import { SOURCE_COLUMN_KEYS } from './source-schema';

// Issue 46, market access in the console: an agreement-wide duty fact as staff (or the CSV import)
// send it, and as the console lists it, derived from the table (lib/db/table-schemas.ts): its
// scope, tariff and source columns read and written as those three objects.

export const DUTY_FACT_PARTNERS_MAX = 60;
export const DUTY_FACT_EXCEPT_MAX = 300;

/** A code in any spelling as its digits; a 2, 4 or 6-digit one. */
const hsDigits = z.string().transform((value, context) => {
  const digits = hsDigitsOf(value);
  if (digits === null || ![2, 4, 6].includes(digits.length)) {
    context.addIssue({ code: 'custom', message: 'MarketAccess.errors.heading' });
    return z.NEVER;
  }
  return digits;
});

const bound = z
  .string()
  .trim()
  .nullable()
  .transform((value) => (value === null || value === '' ? null : (hsDigitsOf(value) ?? value)));

export const dutyFactScopeInputSchema = z
  .object({
    kind: z.enum(SCOPE_KINDS, { error: 'rules.invalid' }),
    from: bound,
    to: bound,
    except: z
      .array(hsDigits)
      .max(DUTY_FACT_EXCEPT_MAX, 'rules.invalid')
      .refine((codes) => new Set(codes).size === codes.length, 'rules.invalid'),
  })
  .superRefine((scope, context) => {
    const wrong = (path: 'from' | 'to') =>
      context.addIssue({ code: 'custom', message: 'DutyFactsAdmin.errors.bound', path: [path] });
    if (scope.kind === 'all') {
      if (scope.from !== null) wrong('from');
      if (scope.to !== null) wrong('to');
      return;
    }
    const digits = SCOPE_DIGITS[scope.kind];
    const fits = (value: string | null) =>
      value !== null && new RegExp(`^\\d{${digits}}$`).test(value);
    if (!fits(scope.from)) wrong('from');
    if (!fits(scope.to)) wrong('to');
    if (fits(scope.from) && fits(scope.to) && scope.from! > scope.to!) wrong('to');
  });

/** The columns a fact's scope, tariff and source are stored in (answered as those three). */
const NESTED_COLUMNS = {
  ...SOURCE_COLUMN_KEYS,
  partners: true,
  scope_kind: true,
  scope_from: true,
  scope_to: true,
  except_codes: true,
  tariff_name: true,
  tariff_url: true,
} as const;

export const dutyFactInputSchema = inputSchema(agreementDutyFacts, {
  partners: z
    .array(alpha2Schema)
    .max(DUTY_FACT_PARTNERS_MAX, 'rules.invalid')
    .refine((codes) => new Set(codes).size === codes.length, 'rules.invalid'),
  duty_kind: z.enum(DUTY_KINDS, { error: 'rules.invalid' }),
  text_en: optionalText(RULE_TEXT_MAX),
  text_ar: optionalText(RULE_TEXT_MAX),
  since: daySchema,
  sample: z.boolean({ error: 'rules.invalid' }),
})
  .extend({
    /** Stored in scope_kind, scope_from, scope_to and except_codes. */
    scope: dutyFactScopeInputSchema,
    tariff: z.object({ name: optionalText(SOURCE_NAME_MAX), url: sourceUrlSchema }),
    source: sourceInputSchema,
  })
  // A fact says what the duty is: a text in one language at least.
  .refine((fact) => fact.text_en !== '' || fact.text_ar !== '', {
    message: 'rules.required',
    path: ['text_en'],
  });
export type DutyFactInput = z.infer<typeof dutyFactInputSchema>;

/** One fact as the console lists and edits it. */
export const staffDutyFactSchema = rowSchema(agreementDutyFacts, {
  duty_kind: z.enum(DUTY_KINDS),
})
  .omit({ ...NESTED_COLUMNS, created_at: true, updated_at: true })
  .extend({
    scope: dutyScopeSchema,
    tariff: z.object({ name: z.string(), url: z.string() }),
    source: sourceSchema,
  });
export type StaffDutyFact = z.infer<typeof staffDutyFactSchema>;

/** The CSV export's address (every agreement's facts), for the console's download link. */
export const DUTY_FACTS_CSV_HREF = '/api/staff/duty-facts-csv';

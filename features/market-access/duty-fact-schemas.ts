import { z } from '@hono/zod-openapi';

import { hsDigitsOf } from '@/lib/hs/hs-code';
import { optionalText } from '@/lib/validation/content-fields';
import { versionSchema } from '@/lib/validation/version';

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

// Issue 46, market access in the console: an agreement-wide duty fact as staff (or the CSV import)
// send it, and as the console lists it.

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

export const dutyFactInputSchema = z
  .object({
    partners: z
      .array(alpha2Schema)
      .max(DUTY_FACT_PARTNERS_MAX, 'rules.invalid')
      .refine((codes) => new Set(codes).size === codes.length, 'rules.invalid'),
    scope: dutyFactScopeInputSchema,
    duty_kind: z.enum(DUTY_KINDS, { error: 'rules.invalid' }),
    text_en: optionalText(RULE_TEXT_MAX),
    text_ar: optionalText(RULE_TEXT_MAX),
    tariff: z.object({ name: optionalText(SOURCE_NAME_MAX), url: sourceUrlSchema }),
    since: daySchema,
    sample: z.boolean({ error: 'rules.invalid' }),
    source: sourceInputSchema,
  })
  // A fact says what the duty is: a text in one language at least.
  .refine((fact) => fact.text_en !== '' || fact.text_ar !== '', {
    message: 'rules.required',
    path: ['text_en'],
  });
export type DutyFactInput = z.infer<typeof dutyFactInputSchema>;

/** One fact as the console lists and edits it. */
export const staffDutyFactSchema = z.object({
  id: z.number().int(),
  agreement_id: z.number().int(),
  scope: dutyScopeSchema,
  duty_kind: z.enum(DUTY_KINDS),
  text_en: z.string(),
  text_ar: z.string(),
  tariff: z.object({ name: z.string(), url: z.string() }),
  since: z.string().nullable(),
  sample: z.boolean(),
  source: sourceSchema,
  version: versionSchema,
});
export type StaffDutyFact = z.infer<typeof staffDutyFactSchema>;

/** The CSV export's address (every agreement's facts), for the console's download link. */
export const DUTY_FACTS_CSV_HREF = '/api/staff/duty-facts-csv';

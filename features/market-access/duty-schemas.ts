import { z } from 'zod';

import { DUTY_KINDS, SCOPE_KINDS } from './duty-fact-scope';
import { sourceSchema } from './source-schema';

// The preferential duty of a market-access answer (issues 37 and 46): a heading's entered row, or
// an agreement-wide fact with its scope.

/** An agreement-wide fact's scope (issue 46): the goods and partners it covers. */
export const dutyScopeSchema = z.object({
  kind: z.enum(SCOPE_KINDS),
  /** HS digits of the kind's length (2, 4 or 6), inclusive; null for `all`. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Chapters, headings or subheadings left out. */
  except: z.array(z.string()),
  /** ISO alpha-2; empty: every partner of the agreement. */
  partners: z.array(z.string()),
});
export type DutyScope = z.infer<typeof dutyScopeSchema>;

/**
 * The preferential duty that applies: the one staff entered for the code's heading or subheading
 * (`basis: heading`), else the agreement-wide fact whose scope covers the code (`agreement_scope`,
 * issue 46), with its kind, scope, since when it holds and, for `depends`, the partner's tariff.
 */
export const enteredDutySchema = z.object({
  /** The heading's or subheading's code; for an agreement-wide fact, the code asked. */
  code: z.string(),
  text_en: z.string(),
  text_ar: z.string(),
  sample: z.boolean(),
  source: sourceSchema,
  basis: z.enum(['heading', 'agreement_scope']),
  /** free, depends, rate; null for a heading's row (its text says it). */
  kind: z.enum(DUTY_KINDS).nullable(),
  /** Null for a heading's row. */
  scope: dutyScopeSchema.nullable(),
  /** YYYY-MM-DD from which the fact holds; null when not known or a heading's row. */
  since: z.string().nullable(),
  /** The partner's official tariff, where the duty depends on the product. */
  tariff: z.object({ name: z.string(), url: z.string() }).nullable(),
});
export type EnteredDuty = z.infer<typeof enteredDutySchema>;

/**
 * Issue 57: a duty the partner charges outside the agreement (a fact of kind `additional`) that
 * reaches the code asked; `partial` when it covers only some of the code's lines.
 */
export const additionalDutySchema = enteredDutySchema.extend({ partial: z.boolean() });
export type AdditionalDuty = z.infer<typeof additionalDutySchema>;

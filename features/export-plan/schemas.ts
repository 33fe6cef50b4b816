import { z } from 'zod';

import { hsDigitsOf } from '@/lib/hs/hs-code';
import { isCalendarDay, userText } from '@/lib/validation/rules';
import { versionField, versionSchema } from '@/lib/validation/version';

import {
  AMOUNT_MAX,
  LINE_MAX,
  PLAN_SECTIONS,
  SECTION_FIELDS,
  TEXT_MAX,
  type PlanField,
  type PlanSection,
} from './constants';

// Issue 59: what the export plan's routes read and answer, and what its forms validate. A section
// saves as the member goes, so no field is required to save; `required` only decides completeness.

const amountPattern = /^\d{1,9}(\.\d{1,3})?$/;

function fieldSchema(field: PlanField) {
  const text = userText();
  switch (field.kind) {
    case 'text':
      return text.max(TEXT_MAX, 'rules.invalid');
    case 'line':
      return field.name === 'hs_code'
        ? text.refine((value) => value === '' || hsDigitsOf(value) !== null, 'rules.invalid')
        : text.max(LINE_MAX, 'rules.invalid');
    case 'choice':
      return text.refine(
        (value) => value === '' || (field.options ?? []).includes(value),
        'rules.invalid',
      );
    case 'date':
      return text.refine((value) => value === '' || isCalendarDay(value), 'rules.invalid');
    case 'amount':
      return text.refine(
        (value) => value === '' || (amountPattern.test(value) && Number(value) <= AMOUNT_MAX),
        'rules.invalid',
      );
  }
}

/** A section's fields, every one a string ('' when empty), no other field. */
export function sectionFieldsSchema(section: PlanSection) {
  return z
    .object(
      Object.fromEntries(
        SECTION_FIELDS[section].map((field) => [field.name, fieldSchema(field).default('')]),
      ),
    )
    .strict();
}

/** The same for the section's form, whose empty choices and days the kit holds as null. */
export function sectionFormSchema(section: PlanSection) {
  return z.object(
    Object.fromEntries(
      SECTION_FIELDS[section].map((field) => [
        field.name,
        z.preprocess((value) => value ?? '', fieldSchema(field)),
      ]),
    ),
  );
}

export const sectionParamSchema = z.enum(PLAN_SECTIONS);

/** PUT a section: its fields and the version read (428 without, 409 stale). */
export const saveSectionSchema = z.object({
  fields: z.record(z.string(), z.string()),
  version: versionField.optional(),
});

export const planSourceSchema = z.object({
  name: z.string(),
  url: z.string().nullable(),
  dated: z.string().nullable(),
  checkedOn: z.string().nullable(),
});
export type PlanSource = z.infer<typeof planSourceSchema>;

export const planSectionSchema = z.object({
  section: sectionParamSchema,
  fields: z.record(z.string(), z.string()),
  /** The fields still as the portal filled them. */
  prefilled: z.array(z.string()),
  sources: z.array(planSourceSchema),
  complete: z.boolean(),
  /** The required fields filled, of all required. */
  filled: z.number().int(),
  required: z.number().int(),
  /** The portal's tool that fills the gap, when the section is incomplete. */
  next_step: z.string().nullable(),
  /** The portal's tool for the section, complete or not (the comparison of the plan's markets). */
  tool: z.string().nullable(),
  version: versionSchema,
  saved_at: z.string().nullable(),
});
export type PlanSectionAnswer = z.infer<typeof planSectionSchema>;

export const exportPlanSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
  locale: z.enum(['en', 'ar']),
  sections: z.array(planSectionSchema),
  progress: z.object({ complete: z.number().int(), total: z.number().int() }),
  sent_at: z.string().nullable(),
  enquiry_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ExportPlan = z.infer<typeof exportPlanSchema>;

export const createPlanSchema = z.object({ locale: z.enum(['en', 'ar']).default('en') });
export const pdfQuerySchema = z.object({ locale: z.enum(['en', 'ar']).optional() });
export const sentPlanSchema = z.object({ enquiry_id: z.number().int(), sent_at: z.string() });

import { z } from 'zod';

import {
  HIT_SOURCES,
  SCREENED_FIELD_KEYS,
  SCREENED_SUBJECT_TYPES,
  SCREENING_HIT_STATUSES,
} from '@/lib/db/schema/screening-hits';
import { absentWhenEmpty, consolePageQuery, pageAnswerSchema } from '@/lib/validation/page-query';
import { requiredText } from '@/lib/validation/rules';
import { versionField, versionSchema } from '@/lib/validation/version';

import { HIT_REASON_MAX } from './hit-decision';

// Issue 47, the staff hold: the requests and answers of /api/staff/screening/hits (the console's
// queue and its decision dialog, the staff routes and the OpenAPI document).

export const HIT_PAGE_SIZES = [20, 50, 100] as const;
export const HIT_PAGE_SIZE = 20;

/** A hit's list, or `none`: its screening could not run (issue 56, `failed-screening.ts`). */
const SOURCES = HIT_SOURCES;

/**
 * GET /api/staff/screening/hits (and /admin/screening/hits). Open hits unless told; one subject's
 * (`subject_id`) open and confirmed ones unless told, the hits that hold it.
 */
export const hitsQuerySchema = z.object({
  status: absentWhenEmpty(z.enum(SCREENING_HIT_STATUSES, { error: 'rules.invalid' })),
  subject_type: absentWhenEmpty(z.enum(SCREENED_SUBJECT_TYPES, { error: 'rules.invalid' })),
  /** One subject's hits (with `subject_type`): a "Held by screening" mark's link (issue 56). */
  subject_id: absentWhenEmpty(
    z.coerce.number({ error: 'rules.invalid' }).int('rules.invalid').positive('rules.invalid'),
  ),
  source: absentWhenEmpty(z.enum(SOURCES, { error: 'rules.invalid' })),
  min_score: absentWhenEmpty(
    z.coerce
      .number({ error: 'rules.invalid' })
      .int('rules.invalid')
      .min(0, 'rules.invalid')
      .max(100, 'rules.invalid'),
  ),
  ...consolePageQuery(HIT_PAGE_SIZES, HIT_PAGE_SIZE),
});
export type HitsQuery = z.infer<typeof hitsQuerySchema>;

const fieldSchema = z.object({ key: z.enum(SCREENED_FIELD_KEYS), value: z.string() });

/** A hit in the queue. */
export const hitSchema = z.object({
  id: z.number().int(),
  subject_type: z.enum(SCREENED_SUBJECT_TYPES),
  subject_id: z.number().int(),
  subject_label: z.string(),
  screened_name: z.string(),
  source: z.enum(SOURCES),
  list_version: z.number().int(),
  list_date: z.string(),
  reference: z.string(),
  primary_name: z.string(),
  matched_name: z.string(),
  score: z.number().int(),
  reason: z.string(),
  status: z.enum(SCREENING_HIT_STATUSES),
  /** Superseded by a later screening (the name changed, the record left the list): holds nothing. */
  superseded: z.boolean(),
  entered_by: z.number().int().nullable(),
  decided_by: z.number().int().nullable(),
  decision_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  version: versionSchema,
});
export type Hit = z.infer<typeof hitSchema>;

export const hitsPageSchema = pageAnswerSchema(hitSchema);
export type HitsPage = z.infer<typeof hitsPageSchema>;

/** One hit with its evidence side by side: the subject as screened and the record as listed. */
export const hitDetailSchema = hitSchema.extend({
  subject_fields: z.array(fieldSchema),
  record: z.object({
    kind: z.string(),
    primaryName: z.string(),
    originalScript: z.string().nullable(),
    names: z.array(z.string()),
    countries: z.array(z.string()),
    birthDates: z.array(z.string()),
    programs: z.array(z.string()),
    listedOn: z.string().nullable(),
  }),
  entered_by_name: z.string().nullable(),
  decided_by_name: z.string().nullable(),
});
export type HitDetail = z.infer<typeof hitDetailSchema>;

/** POST …/{id}/clear and …/{id}/confirm: the reason, and the version the officer read. */
export const hitDecisionSchema = z.object({
  reason: requiredText().max(HIT_REASON_MAX, 'ScreeningHitsAdmin.reasonTooLong'),
  version: versionField.optional(),
});
export type HitDecisionBody = z.infer<typeof hitDecisionSchema>;

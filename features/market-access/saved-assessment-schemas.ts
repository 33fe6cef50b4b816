import { z } from 'zod';

import { assessmentAnswersSchema, assessmentReasonSchema } from './assessment-schemas';
import { ASSESSMENT_OUTCOMES } from './origin-assessment';

// A member's saved rules-of-origin self-assessment (issue 37): what POST, GET and DELETE
// /api/market-access/assessments answer and the member's list shows. The request is the same as
// POST /api/market-access/assessment's (`assessmentRequestSchema`).

export const savedAssessmentSchema = z.object({
  id: z.number().int(),
  /** The code with its names (a subheading without an Arabic name of its own: its heading's). */
  code: z.object({ code: z.string(), name_en: z.string(), name_ar: z.string() }),
  partner: z.object({ country_code: z.string(), name_en: z.string(), name_ar: z.string() }),
  agreement: z.object({ id: z.number().int(), title_eng: z.string(), title_ara: z.string() }),
  /** The outcome and its reasons as the portal gave them on the day, recomputed by the server. */
  outcome: z.enum(ASSESSMENT_OUTCOMES),
  reasons: z.array(assessmentReasonSchema),
  answers: assessmentAnswersSchema,
  assessed_at: z.string(),
});
export type SavedAssessment = z.infer<typeof savedAssessmentSchema>;

export const savedAssessmentListSchema = z.object({ data: z.array(savedAssessmentSchema) });

import { z } from 'zod';

import { absentWhenEmpty, pageAnswerSchema, pageNumber } from '@/lib/validation/page-query';
import { versionSchema } from '@/lib/validation/version';

// Issue 13: the home page's consultation requests in the console (/api/staff/consultations).

export const CONSULTATION_PAGE_SIZE = 25;
export const CONSULTATION_QUERY_MAX = 200;

export const staffConsultationQuerySchema = z.object({
  /** `1` handled only, `0` not handled only; absent: both. */
  handled: absentWhenEmpty(z.enum(['1', '0'], { error: 'rules.invalid' })),
  q: absentWhenEmpty(z.string().trim().max(CONSULTATION_QUERY_MAX, 'rules.invalid')),
  page: absentWhenEmpty(pageNumber(100_000)),
});
export type StaffConsultationQuery = z.infer<typeof staffConsultationQuerySchema>;

export const staffConsultationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  locale: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  version: versionSchema,
  /** Sent while the captcha provider could not be reached: held for staff to judge (issue 25). */
  captcha_unverified: z.boolean(),
});
export type StaffConsultation = z.infer<typeof staffConsultationSchema>;

export const staffConsultationPageSchema = pageAnswerSchema(staffConsultationSchema, 'rows');
export type StaffConsultationPage = z.infer<typeof staffConsultationPageSchema>;

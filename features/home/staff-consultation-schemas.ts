import { z } from 'zod';

// Issue 13: the home page's consultation requests in the console (/api/staff/consultations).

export const CONSULTATION_PAGE_SIZE = 25;
export const CONSULTATION_QUERY_MAX = 200;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const staffConsultationQuerySchema = z.object({
  /** `1` handled only, `0` not handled only; absent: both. */
  handled: z
    .preprocess(emptyToUndefined, z.enum(['1', '0'], { error: 'rules.invalid' }).optional())
    .optional(),
  q: z
    .preprocess(
      emptyToUndefined,
      z.string().trim().max(CONSULTATION_QUERY_MAX, 'rules.invalid').optional(),
    )
    .optional(),
  page: z
    .preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'rules.invalid' })
        .int('rules.invalid')
        .min(1, 'rules.invalid')
        .max(100_000, 'rules.invalid')
        .optional(),
    )
    .optional(),
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
});
export type StaffConsultation = z.infer<typeof staffConsultationSchema>;

export const staffConsultationPageSchema = z.object({
  rows: z.array(staffConsultationSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StaffConsultationPage = z.infer<typeof staffConsultationPageSchema>;

import { z } from 'zod';

import { MAX_ID } from '@/lib/validation/rules';

import { ENQUIRY_TYPES, TEXT_MAX } from './enquiry-limits';

// The readiness assessment's answers (part 2 §3): as a member sends them with the enquiry, and as
// they are stored and read back (the member's detail, the console).

/** part 2 §3 "Readiness answers": the server re-reads each question's section from the database. */
export const readinessAnswerSchema = z.object({
  enq_question: z.number().int().positive().max(MAX_ID),
  points: z.number().int().min(1, 'rules.required').max(5, 'rules.invalid'),
  enq_type: z.literal(ENQUIRY_TYPES.readiness).optional(),
  section_eng: z.string().max(TEXT_MAX).optional(),
  section_ara: z.string().max(TEXT_MAX).optional(),
});

export type ReadinessAnswer = z.infer<typeof readinessAnswerSchema>;

/** A readiness answer as stored: sections re-read from the database, question texts added on read. */
export const storedAnswerSchema = z.object({
  enq_question: z.number().int(),
  points: z.number().int(),
  enq_type: z.number().int().optional(),
  section_eng: z.string().nullable().optional(),
  section_ara: z.string().nullable().optional(),
  question_eng: z.string().nullable().optional(),
  question_ara: z.string().nullable().optional(),
});
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

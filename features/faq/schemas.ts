import { z } from 'zod';

export const faqSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  tab: z.number().int().nullable(),
  status: z.number().int(),
  add_to_home: z.number().int(),
  question_eng: z.string(),
  question_ara: z.string(),
  answer_eng: z.string(),
  answer_ara: z.string(),
  file_eng: z.string(),
  file_ara: z.string(),
  sort: z.number().int(),
});

export type Faq = z.infer<typeof faqSchema>;

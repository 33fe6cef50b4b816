import { z } from 'zod';

import { bilingualText } from '@/lib/validation/bilingual';

export const faqSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  tab: z.number().int().nullable(),
  status: z.number().int(),
  add_to_home: z.number().int(),
  ...bilingualText('question', 'answer', 'file'),
  sort: z.number().int(),
});

export type Faq = z.infer<typeof faqSchema>;

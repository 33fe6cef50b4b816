import { z } from 'zod';

import { bilingualText } from '@/lib/validation/bilingual';

// part 1 §3 and part 2 "Enquiry page content": the card of each enquiry form and its tooltip.
export const enquiryPageSchema = z.object({
  id: z.number().int(),
  ...bilingualText('title', 'subtitle'),
  image: z.string(),
  ...bilingualText('result_description', 'tooltip'),
});

export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

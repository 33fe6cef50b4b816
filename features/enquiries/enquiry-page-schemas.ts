import { z } from 'zod';

// part 1 §3 and part 2 "Enquiry page content": the card of each enquiry form and its tooltip.
export const enquiryPageSchema = z.object({
  id: z.number().int(),
  title_eng: z.string(),
  title_ara: z.string(),
  subtitle_eng: z.string(),
  subtitle_ara: z.string(),
  image: z.string(),
  result_description_eng: z.string(),
  result_description_ara: z.string(),
  tooltip_eng: z.string(),
  tooltip_ara: z.string(),
});

export type EnquiryPage = z.infer<typeof enquiryPageSchema>;

import type { NewFaq } from '@/lib/db/schema';

import { faqsPart1 } from './faqs-part-1';
import { faqsPart2 } from './faqs-part-2';

// Eighteen FAQs. Exporters (category 1): general (tab null) 1–4, freight 5–8, financing 9–11,
// legal 12–14. Buyers (category 2): sourcing 15, quality 16, shipping 17, general 18.
// Status 0: ids 8 and 14. add_to_home 1 on eleven published items (1–6, 9, 10, 12, 15, 16), so the
// home list reaches its limit of 10 and shows "more", and on the unpublished id 8 (must not show).
export const faqsSeed: NewFaq[] = [...faqsPart1, ...faqsPart2];

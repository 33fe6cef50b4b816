import type { z } from 'zod';

import { faqs } from '@/lib/db/schema/faq';
import { rowSchema } from '@/lib/db/table-schemas';

/** A FAQ as the public pages read it: its columns (lib/db/schema/faq.ts) but its version. */
export const faqSchema = rowSchema(faqs).omit({ version: true });

export type Faq = z.infer<typeof faqSchema>;

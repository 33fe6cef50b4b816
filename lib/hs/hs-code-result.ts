import { z } from 'zod';

// A nomenclature code as the portal answers it (issue 37): the HS finder, market access and where
// to sell name a product this way.

/** A step of a code's path: its section (level 0, a roman numeral), chapter or heading. */
export const hsPathStepSchema = z.object({
  code: z.string(),
  level: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
});

/**
 * A code found. `name_ar` is its own Arabic name or, for a subheading without one, its heading's
 * (`name_ar_of_heading` true): the page then shows the English text with it. Arabic names are the
 * portal's own translation, not an official one.
 */
export const hsCodeResultSchema = hsPathStepSchema.extend({
  name_ar_of_heading: z.boolean(),
  path: z.array(hsPathStepSchema),
});

export type HsPathStep = z.infer<typeof hsPathStepSchema>;
export type HsCodeResult = z.infer<typeof hsCodeResultSchema>;

import { z } from 'zod';

import { hsCodeOfText } from './hs-code';

/** The longest code text an API reads: a code in any spelling is far shorter; more is refused. */
export const HS_QUERY_MAX = 40;

/**
 * A code in any of its spellings (15.09, 1509 10, ١٥٠٩, a national line cut to 6 digits) read as
 * its chapter, heading or subheading digits; `message` is the catalogue key of a code that is not
 * one (issues 37, 38).
 */
export const hsCodeQuery = (message: string) =>
  z
    .string({ error: 'rules.required' })
    .trim()
    .min(1, 'rules.required')
    .max(HS_QUERY_MAX, 'rules.invalid')
    .transform((value, context) => {
      const code = hsCodeOfText(value);
      if (code === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return code;
    });

import { z } from 'zod';

// Issue 29: an html field of a content editor's record (a FAQ's answer, a guide step, an enquiry
// page's result text). The editor writes it; the save cleans it with the rendering allowlist
// (lib/db/rich-html.ts). Isomorphic: the console's forms and the staff routes share it.

/** Whether an html fragment shows anything: text, or a picture. `<p></p>` shows nothing. */
export function htmlHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length > 0;
}

/** Html the page shows in one language, where the other would otherwise fall back: required. */
export const requiredHtml = (max: number) =>
  z
    .string({ error: 'rules.required' })
    .max(max, 'rules.invalid')
    .refine(htmlHasContent, 'rules.required');

/** Html that may stay empty (an empty editor is stored as ''). */
export const optionalHtml = (max: number) =>
  z
    .string()
    .max(max, 'rules.invalid')
    .transform((html) => (htmlHasContent(html) ? html : ''));

/**
 * Both languages of each pair, or neither: a page falls back to English when the Arabic is empty,
 * so an English text alone would show in Arabic pages; an Arabic one alone, nowhere in English.
 * The empty side of a half-filled pair is "Required".
 */
export function bothLanguages<T extends Record<string, unknown>>(
  pairs: readonly (readonly [keyof T & string, keyof T & string])[],
) {
  const filled = (value: unknown) => typeof value === 'string' && htmlHasContent(value);
  return (values: T, context: z.RefinementCtx) => {
    for (const [english, arabic] of pairs) {
      const [en, ar] = [filled(values[english]), filled(values[arabic])];
      if (en === ar) continue;
      context.addIssue({
        code: 'custom',
        message: 'rules.required',
        path: [en ? arabic : english],
      });
    }
  };
}

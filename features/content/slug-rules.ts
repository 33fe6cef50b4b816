// Issue 29 "slugs unique and URL-safe (Arabic allowed)": the rules of a menu entry's or page's
// address segment (url, url_ara), shared by the console's form and the staff routes. Pure.

/** The longest slug the console accepts (the address stays readable and within path limits). */
export const SLUG_MAX = 120;

// Arabic letters (the basic block and its extensions used in names), without the diacritics,
// the tatweel or the Arabic-Indic digits: a slug is typed, and those would make look-alike slugs.
const ARABIC_LETTER = '\\u0621-\\u063A\\u0641-\\u064A\\u0671-\\u06D3';
const SLUG = new RegExp(`^[a-z0-9${ARABIC_LETTER}]+(?:-[a-z0-9${ARABIC_LETTER}]+)*$`);
const NOT_SLUG = new RegExp(`[^a-z0-9${ARABIC_LETTER}]+`, 'g');
// Arabic diacritics (harakat, tanween, superscript alef) and the tatweel, dropped from titles.
const ARABIC_MARKS = /[\u0610-\u061A\u0640\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

export type SlugProblem = 'required' | 'tooLong' | 'format';

/**
 * What is wrong with a slug, or null when it is fine: lowercase Latin letters, digits and Arabic
 * letters in words joined by single hyphens (no hyphen at either end, no space, no other sign).
 */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length === 0) return 'required';
  if (slug.length > SLUG_MAX) return 'tooLong';
  return SLUG.test(slug) ? null : 'format';
}

export const isValidSlug = (slug: string): boolean => slugProblem(slug) === null;

/**
 * A slug made from a title: Latin letters lowered and stripped of accents, Arabic diacritics and
 * the tatweel dropped, digits in Western form, every other run of signs or spaces one hyphen.
 * Empty when the title has nothing a slug can hold.
 */
export function suggestSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    // Arabic letters with a hamza or madda decompose too: put them back before dropping marks.
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .toLowerCase()
    .replace(NOT_SLUG, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, SLUG_MAX).replace(/-+$/, '');
}

/** The same slug with a number added, for when the slug is taken: `name-2`, `name-3`… */
export function numberedSlug(slug: string, taken: (candidate: string) => boolean): string {
  for (let n = 2; n < 1000; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
  return slug;
}

/** Two slugs name the same address: Latin ones whatever their case (the site reads them so). */
export const sameSlug = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

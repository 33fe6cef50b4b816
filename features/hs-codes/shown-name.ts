import type { Locale } from '@/lib/i18n/routing';

// Which of a code's names a page shows (issue 37). Arabic names are the portal's own translation;
// a subheading has none until staff give one, and shows its heading's with its own English text.

type Named = { name_en: string; name_ar: string; name_ar_of_heading?: boolean };

export type ShownName = {
  /** The name in the page's language, or the English one when there is no Arabic one. */
  text: string;
  /** The language `text` is in (an Arabic page marks an English text as such). */
  lang: Locale;
  /** The subheading's own English text, shown under its heading's Arabic name. */
  english?: string;
};

/**
 * The name a page in `locale` shows. `underHeading`: the code is listed on its heading's own
 * page, whose title already is the heading's Arabic name, so a subheading without an Arabic name
 * shows its English text alone.
 */
export function shownName(
  code: Named,
  locale: Locale,
  { underHeading = false }: { underHeading?: boolean } = {},
): ShownName {
  if (locale === 'en' || !code.name_ar) return { text: code.name_en, lang: 'en' };
  if (!code.name_ar_of_heading) return { text: code.name_ar, lang: 'ar' };
  return underHeading
    ? { text: code.name_en, lang: 'en' }
    : { text: code.name_ar, lang: 'ar', english: code.name_en };
}

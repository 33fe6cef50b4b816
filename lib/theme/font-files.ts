import { preload } from 'react-dom';

import type { Locale } from '@/lib/i18n/routing';

/** The web fonts in public/fonts: the files of the @fontsource-variable packages, version in the name. */
export const FONT_FILES = {
  interLatin: {
    href: '/fonts/inter-latin-wght-normal-5.3.0.woff2',
    pkg: '@fontsource-variable/inter',
    file: 'inter-latin-wght-normal.woff2',
  },
  cairoArabic: {
    href: '/fonts/cairo-arabic-wght-normal-5.3.0.woff2',
    pkg: '@fontsource-variable/cairo',
    file: 'cairo-arabic-wght-normal.woff2',
  },
  cairoLatin: {
    href: '/fonts/cairo-latin-wght-normal-5.3.0.woff2',
    pkg: '@fontsource-variable/cairo',
    file: 'cairo-latin-wght-normal.woff2',
  },
} as const;

/**
 * The files a page's first paint sets its text in: fetched with the style sheets, not after them.
 * An Arabic page needs Cairo's Latin file as well: its spaces, punctuation, Western digits (codes)
 * and Latin names fall in that file's range, and when it came later than the Arabic file the text
 * reflowed (Lighthouse: a layout shift of 0.03 on /ar/screening, 0.08 on /ar/hs-finder, "Web font
 * loaded"; issue 56).
 */
export const FIRST_PAINT_FONTS: Record<Locale, readonly (keyof typeof FONT_FILES)[]> = {
  en: ['interLatin'],
  ar: ['cairoArabic', 'cairoLatin'],
};

export function preloadFirstPaintFont(locale: Locale) {
  for (const font of FIRST_PAINT_FONTS[locale]) {
    preload(FONT_FILES[font].href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}

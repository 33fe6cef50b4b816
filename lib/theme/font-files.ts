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

/** The file a page's first paint sets its text in: fetched with the style sheets, not after them. */
export const FIRST_PAINT_FONT: Record<Locale, keyof typeof FONT_FILES> = {
  en: 'interLatin',
  ar: 'cairoArabic',
};

export function preloadFirstPaintFont(locale: Locale) {
  preload(FONT_FILES[FIRST_PAINT_FONT[locale]].href, {
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  });
}

import type { Locale } from './routing';

type Preference = { tag: string; quality: number; order: number };

function parseAcceptLanguage(header: string): Preference[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
}

/**
 * The locale of a first visit to the bare root (spec README): Arabic, unless the browser ranks
 * English above Arabic among the languages it accepts.
 */
export function negotiateRootLocale(acceptLanguage: string | null): Locale {
  for (const { tag } of parseAcceptLanguage(acceptLanguage ?? '')) {
    const primary = tag.split('-')[0];
    if (primary === 'en') return 'en';
    if (primary === 'ar') return 'ar';
  }
  return 'ar';
}

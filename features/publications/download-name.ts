import type { Locale } from '@/lib/i18n/routing';

// The name a publication's PDF is saved under: its English title in lower-case words joined by
// dashes (at most 80 characters), and `-ar` for the Arabic edition. Isomorphic.
export function downloadName(title: string, edition: Locale): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'publication'}${edition === 'ar' ? '-ar' : ''}.pdf`;
}

import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

// Names the expert cards show in the page's language.

/** A sector (an industry) as the experts' pages and forms name it. */
export type SectorOption = { iid: number; name_eng: string; name_ara: string };

/** The sectors' names in the given order; an iid no industry has is left out. */
export function sectorNames(
  iids: readonly number[],
  sectors: readonly SectorOption[],
  locale: Locale,
) {
  const byIid = new Map(sectors.map((sector) => [sector.iid, sector]));
  return iids.flatMap((iid) => {
    const sector = byIid.get(iid);
    return sector ? [pick(sector, 'name', locale)] : [];
  });
}

/** ISO 639-1 codes as language names in the page's language ("Arabic", "العربية"). */
export function languageNames(codes: readonly string[], locale: Locale): string[] {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  return codes.map((code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  });
}

/** The expert's name in the page's language (the Arabic one falls back to the English). */
export const expertName = (
  expert: { FULL_NAME: string; FULL_NAME_ARA: string },
  locale: Locale,
): string => (locale === 'ar' && expert.FULL_NAME_ARA) || expert.FULL_NAME;

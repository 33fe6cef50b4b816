import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { countries, hsCodes, industries } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';

import type { AlertOptions } from '../alert-options';
import { HS_CHAPTERS } from '../constants';

const collator = (locale: Locale) => new Intl.Collator(locale === 'ar' ? 'ar' : 'en');

/** The sectors, countries and HS chapters a subscriber chooses from, named in `locale`. */
export async function readAlertOptions(db: Db, locale: Locale): Promise<AlertOptions> {
  const [sectorRows, countryRows, chapterRows] = await Promise.all([
    db.select().from(industries),
    db.select().from(countries),
    db.select().from(hsCodes).where(eq(hsCodes.level, 2)).orderBy(asc(hsCodes.code)),
  ]);
  const named = (row: { name_eng: string; name_ara: string }) =>
    locale === 'ar' ? row.name_ara || row.name_eng : row.name_eng;
  const sorted = <T extends { label: string }>(options: T[]) =>
    options.sort((a, b) => collator(locale).compare(a.label, b.label));
  const chapterNames = new Map(
    chapterRows.map((row) => [
      row.code,
      locale === 'ar' ? row.name_ar || row.name_en : row.name_en,
    ]),
  );
  return {
    sectors: sorted(sectorRows.map((row) => ({ value: String(row.iid), label: named(row) }))),
    countries: sorted(countryRows.map((row) => ({ value: String(row.id), label: named(row) }))),
    chapters: HS_CHAPTERS.map((code) => {
      const name = chapterNames.get(code);
      return { value: code, label: name ? `${code} – ${name}` : code };
    }),
  };
}

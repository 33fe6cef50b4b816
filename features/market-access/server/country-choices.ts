import 'server-only';

import { countries, ftaCountryAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { alpha2OfNumeric } from '@/lib/geo/country-codes';

import type { CountryChoice } from '../country-choice';

/** Every country of the countries list by its alpha-2 code; the map's partners marked (issue 37). */
export async function listCountryChoices(db: Db): Promise<CountryChoice[]> {
  const [rows, pages] = await Promise.all([
    db.select().from(countries),
    db
      .select({ code: ftaCountryAgreements.country_code, visible: ftaCountryAgreements.visible })
      .from(ftaCountryAgreements),
  ]);
  const partners = new Set(pages.filter((page) => page.visible).map((page) => page.code));
  return rows.flatMap((row) => {
    const code = alpha2OfNumeric(row.id);
    // Jordan is where the goods come from, never the partner.
    if (!code || code === 'JO') return [];
    return [{ code, name_en: row.name_eng, name_ar: row.name_ara, partner: partners.has(code) }];
  });
}

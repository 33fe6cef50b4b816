import { countriesSeed } from '@/lib/db/seed/lookups/countries';
import { alpha2OfNumeric } from '@/lib/geo/country-codes';

// A country as the sanctions lists name it → ISO 3166-1 alpha-2: the portal's countries list (the
// UN short names, lib/db/seed/lookups/countries.ts), plus the longer or older names the UN list and
// OFAC's files write.

const EXTRA_NAMES: Readonly<Record<string, string>> = {
  'china, hong kong special administrative region': 'HK',
  "democratic people's republic of korea": 'KP',
  'korea, north': 'KP',
  'north korea': 'KP',
  'korea, south': 'KR',
  'iran (islamic republic of)': 'IR',
  iran: 'IR',
  'russian federation': 'RU',
  russia: 'RU',
  'state of palestine': 'PS',
  palestinian: 'PS',
  'west bank': 'PS',
  gaza: 'PS',
  'syrian arab republic': 'SY',
  syria: 'SY',
  turkey: 'TR',
  'united kingdom of great britain and northern ireland': 'GB',
  'united kingdom': 'GB',
  'united republic of tanzania': 'TZ',
  tanzania: 'TZ',
  'viet nam': 'VN',
  vietnam: 'VN',
  burma: 'MM',
  'congo, democratic republic of the': 'CD',
  'democratic republic of the congo': 'CD',
  'congo, republic of the': 'CG',
  venezuela: 'VE',
  bolivia: 'BO',
  laos: 'LA',
  moldova: 'MD',
  'united states': 'US',
  'united arab emirates': 'AE',
  "cote d'ivoire": 'CI',
  'ivory coast': 'CI',
  'bosnia-herzegovina': 'BA',
  'czech republic': 'CZ',
  'the gambia': 'GM',
  'the bahamas': 'BS',
};

const fold = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const BY_NAME = new Map<string, string>(Object.entries(EXTRA_NAMES));
for (const country of countriesSeed) {
  const alpha2 = alpha2OfNumeric(country.id);
  if (alpha2 && !BY_NAME.has(fold(country.name_eng))) BY_NAME.set(fold(country.name_eng), alpha2);
}

/** The alpha-2 code of a country name as a list writes it, or undefined ("former Soviet Union"). */
export function alpha2OfCountryName(name: string): string | undefined {
  return BY_NAME.get(fold(name));
}

/** The distinct alpha-2 codes of the names known, in order. */
export function alpha2Codes(names: readonly string[]): string[] {
  const codes = names.map(alpha2OfCountryName).filter((code) => code !== undefined);
  return [...new Set(codes)];
}

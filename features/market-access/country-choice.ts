import type { Locale } from '@/lib/i18n/routing';

// The partner countries a market-access form offers (issue 37): Jordan's agreement partners
// first, then every other country, each group in the page's alphabetical order.

export type CountryChoice = { code: string; name_en: string; name_ar: string; partner: boolean };

export type CountryGroups = {
  partners: { code: string; name: string }[];
  others: { code: string; name: string }[];
};

export function countryGroups(choices: readonly CountryChoice[], locale: Locale): CountryGroups {
  const named = choices
    .map((choice) => ({
      code: choice.code,
      name: (locale === 'ar' && choice.name_ar) || choice.name_en,
      partner: choice.partner,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const plain = ({ code, name }: { code: string; name: string }) => ({ code, name });
  return {
    partners: named.filter((choice) => choice.partner).map(plain),
    others: named.filter((choice) => !choice.partner).map(plain),
  };
}

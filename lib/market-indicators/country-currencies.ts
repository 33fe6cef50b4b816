// A market's currency (ISO 4217) where the tax file does not give one: the file names the
// currency of each of its 128 countries, and these are the markets the portal's users ask about
// that it leaves out. Source: the ISO 4217 list of currency codes by entity, as kept by SIX
// (https://www.six-group.com/en/products-services/financial-information/data-standards.html,
// "List One: Currency, fund and precious metal codes"), checked on 2026-11-27. Palestine uses the
// Israeli new shekel (and the Jordanian dinar and US dollar alongside it): ISO 4217 lists none of
// its own, the shekel is the one its markets price in. A country in neither list has no currency
// known (null): never guessed.

export const CURRENCY_LIST_SOURCE = {
  name_en: 'ISO 4217 currency codes (SIX, maintenance agency)',
  name_ar: 'رموز العملات وفق المعيار ISO 4217 (مجموعة SIX)',
  url: 'https://www.six-group.com/en/products-services/financial-information/data-standards.html',
  checked_on: '2026-11-27',
} as const;

export const EXTRA_CURRENCIES: Readonly<Record<string, string>> = {
  IQ: 'IQD',
  LY: 'LYD',
  SY: 'SYP',
  YE: 'YER',
  PS: 'ILS',
  SD: 'SDG',
  SS: 'SSP',
  SO: 'SOS',
  MR: 'MRU',
  DJ: 'DJF',
  KM: 'KMF',
  IR: 'IRR',
  AF: 'AFN',
  QA: 'QAR',
  KW: 'KWD',
  EG: 'EGP',
  TR: 'TRY',
};

/** The market's currency: the tax file's, else the list above, else none. */
export const currencyOfCountry = (country: string, fromTaxFile: string | null): string | null =>
  fromTaxFile ?? EXTRA_CURRENCIES[country.toUpperCase()] ?? null;

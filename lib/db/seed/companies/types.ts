// The shapes of the sample companies' tables (SAMPLE DATA: fictional firms, see companies.ts).

/** part 3 §4: 10 in process, 20 approved, 30 refused, 40 changed (features/companies/constants). */
export type SeedStatus = 10 | 20 | 30 | 40;

/** The contact person, who is also the owner of the member account. */
export type SeedPerson = readonly [
  title: number,
  position: number,
  first_eng: string,
  last_eng: string,
  first_ara: string,
  last_ara: string,
];

export type CompanyRow = readonly [
  id: number,
  /** The name of its `.example` e-mail domain: info@<domain>.example, owner<id>@<domain>.example. */
  domain: string,
  registered_name: string,
  trading_name: string,
  type_of_company: number,
  /** A governorate id (local company), or a country's alpha-3 code (international company). */
  place: number | string,
  product_sectors: readonly number[],
  service_sectors: readonly number[],
  /** Countries of operations by alpha-3 code; resolved against the countries seed. */
  markets: readonly string[],
  certificates: readonly string[],
  person: SeedPerson,
  locale: 'en' | 'ar',
  status: SeedStatus,
];

export type ProductRow = readonly [
  company: number,
  sub_ind: number,
  hs_code: string,
  name_eng: string,
  name_ara: string,
  description_eng: string,
  description_ara: string,
  cert: string,
  features: string,
];

export type ServiceRow = readonly [
  company: number,
  sub_ind: number,
  name_eng: string,
  name_ara: string,
  description_eng: string,
  description_ara: string,
  cert: string,
  features: string,
];

/**
 * A review state other than the company's default, by the item's English name: 10 waiting, 30
 * refused with its note (in the owner's language), 40 changed with the values last approved.
 */
export type ReviewRow =
  | readonly [name_eng: string, status: 10]
  | readonly [name_eng: string, status: 30, note: string]
  | readonly [name_eng: string, status: 40, approved: Readonly<Record<string, string>>];

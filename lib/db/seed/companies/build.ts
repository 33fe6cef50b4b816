import type { companies, companyCertificates, products, services, users } from '@/lib/db/schema';

import { countriesSeed } from '../lookups/countries';
import { sectorOfSubIndustry } from '../lookups/sub-industries';

import { COMPANIES, COMPANY_APPROVED_BEFORE, COMPANY_REFUSALS } from './companies';
import { seedFileKeys } from './file-keys';
import { CONSUMER_AND_ENERGY_PRODUCTS } from './products-consumer';
import { FOOD_PRODUCTS } from './products-food';
import { HEALTH_AND_CHEMICAL_PRODUCTS } from './products-health';
import { MANUFACTURING_PRODUCTS } from './products-manufacturing';
import { PRODUCT_REVIEWS, SERVICE_REVIEWS } from './reviews';
import { SERVICES } from './services';
import type { CompanyRow, ReviewRow, SeedStatus } from './types';

// Turns the sample tables into rows (SAMPLE DATA: fictional companies). A fictional company has no
// website and its items no contact page (issue 36: no link that can never load); the sample
// e-mail addresses, never shown as links on public pages, are at reserved `.example` domains.

/**
 * Not an argon2 string: argon2.verify rejects it, verifyPassword answers false, and the login
 * answers "Invalid email/password" like any wrong password. Nobody can log in as a seeded owner.
 */
export const UNUSABLE_PASSWORD_HASH = '!seed-sample-owner:login-disabled';

const VERIFIED_AT = '2026-01-15T09:00:00.000Z';
const LOCAL = 1;
const INTERNATIONAL = 2;

const COUNTRY_IDS = new Map(countriesSeed.map((country) => [country.code_3, country.id]));

/** A country's id by alpha-3 code, as the countries seed has it (never a guessed number). */
export function countryId(code: string): number {
  const id = COUNTRY_IDS.get(code);
  if (id === undefined) throw new Error(`Seed companies: unknown country ${code}`);
  return id;
}

function sectorOf(subInd: number): number {
  const sector = sectorOfSubIndustry(subInd);
  if (sector === undefined) throw new Error(`Seed companies: unknown subsector ${subInd}`);
  return sector;
}

// Deterministic digits, so every seed run writes the same numbers.
const digits = (seed: number, length: number) =>
  String((seed * 7919 + 104_729) % 10 ** length).padStart(length, '0');

// Landline area codes of the governorates (6 Amman, 5 Zarqa/Balqa/Madaba, 2 the north, 3 the south).
// prettier-ignore
const AREA_CODES: Readonly<Record<number, string>> = {
  1: '6', 2: '2', 3: '5', 4: '5', 5: '2', 6: '2', 7: '2', 8: '5', 9: '3', 10: '3', 11: '3', 12: '3',
};
// Abroad: country code and the prefixes of a landline and a mobile, and the remaining digits.
const FOREIGN_PHONES: Readonly<Record<string, readonly [string, string, number]>> = {
  ARE: ['9714', '97150', 7],
  DEU: ['4940', '49151', 8],
  SAU: ['96611', '96655', 7],
};

function phonesOf(id: number, place: number | string) {
  const jordanMobile = (salt: number) => `96279${digits(id * 31 + salt, 7)}`;
  if (typeof place === 'number') {
    return {
      phone: `962${AREA_CODES[place] ?? '6'}5${digits(id, 6)}`,
      mobile: jordanMobile(1),
      person: jordanMobile(2),
    };
  }
  const [landline, mobile, length] = FOREIGN_PHONES[place] ?? ['', '', 0];
  if (!landline) throw new Error(`Seed companies: no phone format for ${place}`);
  return {
    phone: `${landline}${digits(id, length)}`,
    mobile: `${mobile}${digits(id * 31 + 1, length)}`,
    person: `${mobile}${digits(id * 31 + 2, length)}`,
  };
}

/** The GTIN-13 check digit of 12 digits (GS1 General Specifications §7.9). */
export function gtinCheckDigit(body: string): number {
  const sum = [...body].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-13 under GS1 Jordan's prefix 625: company number, item number and check digit. */
function gtinOf(companyId: number, item: number): string {
  const body = `6251${String(companyId).padStart(3, '0')}${String(item).padStart(5, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

// prettier-ignore
export const COMPANY_PUBLIC_FIELDS = [
  'company_registered_name', 'company_trading_name', 'type_of_company', 'phone_number',
  'mobile_number', 'website_url', 'e_mail', 'location_type_id', 'governorates',
  'location_country_id', 'logo', 'company_profile_pdf', 'industry_information_for_products',
  'industry_information_for_services', 'countries_of_operations', 'person_title',
  'person_position', 'person_first_name', 'person_last_name', 'person_mobile_number',
  'person_email',
] as const;

// prettier-ignore
export const OFFERING_PUBLIC_FIELDS = [
  'name_eng', 'name_ara', 'industry', 'sub_ind', 'description_eng', 'description_ara', 'cert',
  'features', 'contacts', 'image', 'certificate_image',
] as const;
export const PRODUCT_PUBLIC_FIELDS = [...OFFERING_PUBLIC_FIELDS, 'gs1_code', 'hs_code'] as const;

const pick = <T extends object>(row: T, fields: readonly (keyof T)[]) =>
  Object.fromEntries(fields.map((field) => [field, row[field]]));

type NewCompany = Omit<typeof companies.$inferInsert, 'user_id'>;
export type OwnerSeed = Omit<typeof users.$inferInsert, 'id'> & {
  email: string;
  company_id: number;
};

function companyOf(row: CompanyRow): NewCompany {
  const [id, domain, registered, trading, type, place, productSectors, serviceSectors] = row;
  const [, , , , , , , , markets, , person, , status] = row;
  const [title, position, first, last] = person;
  const local = typeof place === 'number';
  const phones = phonesOf(id, place);
  const keys = seedFileKeys;
  const company: NewCompany = {
    id,
    company_registered_name: registered,
    company_trading_name: trading,
    type_of_company: type,
    phone_number: phones.phone,
    mobile_number: phones.mobile,
    website_url: '',
    e_mail: `info@${domain}.example`,
    location_type_id: local ? LOCAL : INTERNATIONAL,
    governorates: local ? place : null,
    location_country_id: local ? null : countryId(place),
    logo: keys.logo(id),
    company_profile_pdf: keys.profile(id),
    industry_information_for_products: [...productSectors],
    industry_information_for_services: [...serviceSectors],
    countries_of_operations: markets.map(countryId),
    person_title: title,
    person_position: position,
    person_first_name: first,
    person_last_name: last,
    person_mobile_number: phones.person,
    person_email: `${first}.${last}@${domain}.example`.toLowerCase(),
    status,
    status_note: COMPANY_REFUSALS[id] ?? null,
  };
  const before = COMPANY_APPROVED_BEFORE[id];
  if (status === 40 && before) {
    const { countries_of_operations: codes, ...rest } = before;
    company.approved = {
      ...pick(company, COMPANY_PUBLIC_FIELDS),
      ...rest,
      ...(Array.isArray(codes)
        ? { countries_of_operations: codes.map(String).map(countryId) }
        : {}),
    };
  }
  return company;
}

function ownerOf(row: CompanyRow): OwnerSeed {
  const [id, domain, , , , , , , , , person, locale, status] = row;
  const [, , firstEng, lastEng, firstAra, lastAra] = person;
  return {
    name: locale === 'ar' ? firstAra : firstEng,
    last_name: locale === 'ar' ? lastAra : lastEng,
    email: `owner${String(id).padStart(2, '0')}@${domain}.example`,
    phone: phonesOf(id, row[5]).person,
    password_hash: UNUSABLE_PASSWORD_HASH,
    email_verified_at: VERIFIED_AT,
    company_id: id,
    international_buyers_access: status === 20 ? 1 : 0,
    locale,
    role: 'user',
  };
}

const companyRows = new Map(COMPANIES.map((row) => [row[0], row]));
function companyRow(id: number): CompanyRow {
  const row = companyRows.get(id);
  if (!row) throw new Error(`Seed companies: unknown company ${id}`);
  return row;
}

/** An item's state: its review row, else approved when its company is (20, 40), else waiting. */
function reviewOf(reviews: readonly ReviewRow[], name: string, companyStatus: SeedStatus) {
  const review = reviews.find((entry) => entry[0] === name);
  if (!review) {
    const status = companyStatus === 20 || companyStatus === 40 ? 20 : 10;
    return { status, note: null, before: undefined };
  }
  if (review[1] === 30) return { status: 30, note: review[2], before: undefined };
  if (review[1] === 40) return { status: 40, note: null, before: review[2] };
  return { status: review[1], note: null, before: undefined };
}

const ALL_PRODUCTS = [
  ...FOOD_PRODUCTS,
  ...HEALTH_AND_CHEMICAL_PRODUCTS,
  ...MANUFACTURING_PRODUCTS,
  ...CONSUMER_AND_ENERGY_PRODUCTS,
];

function productsOf(): (typeof products.$inferInsert)[] {
  const perCompany = new Map<number, number>();
  return ALL_PRODUCTS.map((row, index) => {
    const [companyId, subInd, hs, nameEng, nameAra, descEng, descAra, cert, features] = row;
    const id = index + 1;
    const item = (perCompany.get(companyId) ?? 0) + 1;
    perCompany.set(companyId, item);
    const company = companyRow(companyId);
    const review = reviewOf(PRODUCT_REVIEWS, nameEng, company[12]);
    const product: typeof products.$inferInsert = {
      id,
      company_id: companyId,
      name_eng: nameEng,
      name_ara: nameAra,
      industry: sectorOf(subInd),
      sub_ind: subInd,
      description_eng: descEng,
      description_ara: descAra,
      cert,
      features,
      contacts: '',
      image: seedFileKeys.productImage(id),
      certificate_image: id % 3 === 0 ? seedFileKeys.productCertificate(id) : null,
      gs1_code: gtinOf(companyId, item),
      hs_code: hs,
      status: review.status,
      status_note: review.note,
    };
    if (review.before) {
      product.approved = { ...pick(product, PRODUCT_PUBLIC_FIELDS), ...review.before };
    }
    return product;
  });
}

function servicesOf(): (typeof services.$inferInsert)[] {
  return SERVICES.map((row, index) => {
    const [companyId, subInd, nameEng, nameAra, descEng, descAra, cert, features] = row;
    const id = index + 1;
    const company = companyRow(companyId);
    const review = reviewOf(SERVICE_REVIEWS, nameEng, company[12]);
    const service: typeof services.$inferInsert = {
      id,
      company_id: companyId,
      name_eng: nameEng,
      name_ara: nameAra,
      industry: sectorOf(subInd),
      sub_ind: subInd,
      description_eng: descEng,
      description_ara: descAra,
      cert,
      features,
      contacts: '',
      image: seedFileKeys.serviceImage(id),
      certificate_image: id % 4 === 0 ? seedFileKeys.serviceCertificate(id) : null,
      status: review.status,
      status_note: review.note,
    };
    if (review.before) {
      service.approved = { ...pick(service, OFFERING_PUBLIC_FIELDS), ...review.before };
    }
    return service;
  });
}

function certificatesOf(): (typeof companyCertificates.$inferInsert)[] {
  const rows = COMPANIES.flatMap(([companyId, , , , , , , , , titles]) =>
    titles.map((title, sort_order) => ({ company_id: companyId, title, sort_order })),
  );
  return rows.map((row, index) => ({
    ...row,
    id: index + 1,
    file: seedFileKeys.certificate(index + 1),
  }));
}

/** Every row of the sample companies, built once: owners, companies and what hangs off them. */
export const companySeed = {
  owners: COMPANIES.map(ownerOf),
  companies: COMPANIES.map(companyOf),
  certificates: certificatesOf(),
  products: productsOf(),
  services: servicesOf(),
};

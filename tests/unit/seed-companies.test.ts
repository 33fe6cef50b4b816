import { describe, expect, it } from 'vitest';

import { RECORD_STATUS } from '@/features/companies/constants';
import {
  COMPANY_PUBLIC_FIELDS,
  OFFERING_PUBLIC_FIELDS,
  PRODUCT_PUBLIC_FIELDS,
  UNUSABLE_PASSWORD_HASH,
  companySeed,
} from '@/lib/db/seed/companies/build';
import {
  companyTypesSeed,
  governoratesSeed,
  titlesSeed,
} from '@/lib/db/seed/lookups/company-reference';
import { countriesSeed } from '@/lib/db/seed/lookups/countries';
import { industriesSeed } from '@/lib/db/seed/lookups/industries';
import { positionsSeed } from '@/lib/db/seed/lookups/reference';
import { subIndustriesSeed } from '@/lib/db/seed/lookups/sub-industries';
import { isStorageKey } from '@/lib/storage/types';

// Integrity of the sample companies (lib/db/seed/companies): each check fails if the data breaks.
// Their files: seed-company-files.test.ts.

const ARABIC = /[\u0600-\u06FF]/;
const { owners, companies, certificates, products, services } = companySeed;

const kindOf = new Map(industriesSeed.map((industry) => [industry.iid, industry.kind]));
const sectorOfSub = new Map(subIndustriesSeed.map((sub) => [sub.id, sub.ind_id]));
const countryIds = new Set(countriesSeed.map((country) => country.id));
const companyById = new Map(companies.map((company) => [company.id, company]));
const statuses = Object.values(RECORD_STATUS) as number[];

/** The GTIN check digit, counted from the right as GS1 defines it (weights 3, 1, 3, …). */
function isValidGtin(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop();
  const sum = digits
    .reverse()
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('sample subsectors', () => {
  it('gives every sector 4 to 8 subsectors with Arabic names and unique ids', () => {
    for (const { iid } of industriesSeed) {
      const subs = subIndustriesSeed.filter((sub) => sub.ind_id === iid);
      expect(subs.length, `sector ${iid}`).toBeGreaterThanOrEqual(4);
      expect(subs.length, `sector ${iid}`).toBeLessThanOrEqual(8);
    }
    expect(unique(subIndustriesSeed.map((sub) => sub.id))).toBe(true);
    for (const sub of subIndustriesSeed) {
      expect(kindOf.has(sub.ind_id)).toBe(true);
      expect(sub.SUB_NAME_ARA).toMatch(ARABIC);
      expect(sub.SUB_NAME_ENG).not.toMatch(ARABIC);
    }
  });
});

describe('sample companies', () => {
  it('has enough companies, products and services, with unique ids', () => {
    expect(companies.length).toBeGreaterThanOrEqual(28);
    expect(products.length).toBeGreaterThanOrEqual(140);
    expect(services.length).toBeGreaterThanOrEqual(55);
    for (const rows of [companies, certificates, products, services]) {
      expect(unique(rows.map((row) => row.id))).toBe(true);
    }
  });

  it('uses every review status, and keeps a snapshot for changed rows and a note for refused ones', () => {
    for (const rows of [companies, products, services]) {
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(statuses));
      for (const row of rows) {
        expect(statuses).toContain(row.status);
        if (row.status === RECORD_STATUS.changed) expect(row.approved).toBeTruthy();
        else expect(row.approved ?? null).toBeNull();
        if (row.status === RECORD_STATUS.refused) expect(row.status_note).toBeTruthy();
        else expect(row.status_note ?? null).toBeNull();
      }
    }
    const withSnapshot = (rows: readonly { approved?: unknown }[], fields: readonly string[]) => {
      for (const row of rows.filter((entry) => entry.approved)) {
        expect(Object.keys(row.approved as object).sort()).toEqual([...fields].sort());
        const changed = fields.filter(
          (field) =>
            JSON.stringify((row.approved as Record<string, unknown>)[field]) !==
            JSON.stringify((row as Record<string, unknown>)[field]),
        );
        expect(changed.length).toBeGreaterThan(0);
      }
    };
    withSnapshot(companies, COMPANY_PUBLIC_FIELDS);
    withSnapshot(products, PRODUCT_PUBLIC_FIELDS);
    withSnapshot(services, OFFERING_PUBLIC_FIELDS);
    expect(companies.filter((row) => row.status === RECORD_STATUS.changed).length).toBeGreaterThan(
      1,
    );
  });

  it('lists sectors of the right kind, real lookups and countries that exist', () => {
    const governorates = new Set(governoratesSeed.map((row) => row.id));
    for (const company of companies) {
      const productSectors = company.industry_information_for_products;
      const serviceSectors = company.industry_information_for_services;
      expect(productSectors.length + serviceSectors.length).toBeGreaterThan(0);
      for (const iid of productSectors) expect(kindOf.get(iid)).toBe('products');
      for (const iid of serviceSectors) expect(kindOf.get(iid)).toBe('services');
      expect(company.countries_of_operations.length).toBeGreaterThan(0);
      const snapshot = company.approved as { countries_of_operations?: number[] } | null;
      for (const id of [
        ...company.countries_of_operations,
        ...(snapshot?.countries_of_operations ?? []),
      ]) {
        expect(countryIds.has(id), `country ${id}`).toBe(true);
      }
      if (company.location_type_id === 1) {
        expect(governorates.has(company.governorates ?? 0)).toBe(true);
        expect(company.location_country_id).toBeNull();
      } else {
        expect(company.location_type_id).toBe(2);
        expect(countryIds.has(company.location_country_id ?? 0)).toBe(true);
        expect(company.governorates).toBeNull();
      }
      expect(companyTypesSeed.map((row) => row.id)).toContain(company.type_of_company);
      expect(titlesSeed.map((row) => row.id)).toContain(company.person_title);
      expect(positionsSeed.map((row) => row.id)).toContain(company.person_position);
    }
    expect(companies.some((company) => company.location_type_id === 2)).toBe(true);
  });

  it('keeps e-mails at reserved .example domains, no website, phones in digits only', () => {
    for (const company of companies) {
      // A fictional company has no website: no link that can never load (issue 36).
      expect(company.website_url).toBe('');
      expect(company.e_mail).toMatch(/@[a-z0-9-]+\.example$/);
      expect(company.person_email).toMatch(/^[a-z]+\.[a-z]+@[a-z0-9-]+\.example$/);
      for (const phone of [
        company.phone_number,
        company.mobile_number,
        company.person_mobile_number,
      ]) {
        expect(phone).toMatch(/^\d{10,13}$/);
      }
      if (company.location_type_id === 1) {
        expect(company.phone_number).toMatch(/^962[2356]\d{7}$/);
        expect(company.mobile_number).toMatch(/^9627[789]\d{7}$/);
      }
    }
    expect(unique(companies.map((company) => company.e_mail))).toBe(true);
  });

  it('gives each company its own owner, who cannot log in, with access only when approved', () => {
    expect(owners).toHaveLength(companies.length);
    expect(unique(owners.map((owner) => owner.email))).toBe(true);
    for (const owner of owners) {
      const company = companyById.get(owner.company_id);
      expect(company, owner.email).toBeDefined();
      expect(owner.email).toMatch(/^owner\d{2}@[a-z0-9-]+\.example$/);
      expect(owner.password_hash).toBe(UNUSABLE_PASSWORD_HASH);
      expect(owner.password_hash.startsWith('$')).toBe(false);
      expect(owner.email_verified_at).toBeTruthy();
      expect(owner.international_buyers_access).toBe(company?.status === 20 ? 1 : 0);
      if (owner.locale === 'ar') expect(`${owner.name} ${owner.last_name}`).toMatch(ARABIC);
    }
    expect(new Set(owners.map((owner) => owner.locale))).toEqual(new Set(['en', 'ar']));
  });

  it('gives every company 1 to 3 certificates', () => {
    for (const company of companies) {
      const own = certificates.filter((certificate) => certificate.company_id === company.id);
      expect(own.length, `company ${company.id}`).toBeGreaterThanOrEqual(1);
      expect(own.length, `company ${company.id}`).toBeLessThanOrEqual(3);
    }
  });
});

describe('sample products and services', () => {
  it.each([
    ['products', products, 'products', 'industry_information_for_products'],
    ['services', services, 'services', 'industry_information_for_services'],
  ] as const)(
    'puts %s in a sector of their kind that their company lists',
    (_, rows, kind, list) => {
      for (const row of rows) {
        expect(kindOf.get(row.industry), row.name_eng).toBe(kind);
        expect(sectorOfSub.get(row.sub_ind), row.name_eng).toBe(row.industry);
        const company = companyById.get(row.company_id);
        expect(company?.[list], row.name_eng).toContain(row.industry);
        // No contact page of a company without a website (issue 36).
        expect(row.contacts).toBe('');
        for (const field of ['name_ara', 'description_ara'] as const) {
          expect(row[field], row.name_eng).toMatch(ARABIC);
        }
        expect(row.name_eng).not.toMatch(ARABIC);
        expect(row.features.length).toBeGreaterThan(10);
        expect(row.cert).toBeTruthy();
      }
    },
  );

  it('gives products a six-digit HS code and a valid GTIN-13 under the prefix 625', () => {
    for (const product of products) {
      expect(product.hs_code, product.name_eng).toMatch(/^\d{6}$/);
      expect(isValidGtin(product.gs1_code), product.gs1_code).toBe(true);
      expect(product.gs1_code.startsWith('625')).toBe(true);
    }
    expect(unique(products.map((product) => product.gs1_code))).toBe(true);
    expect(isValidGtin('6251001000017')).toBe(false);
  });

  it('stores valid storage keys under seed/, unique per file', () => {
    const keys = [
      ...companies.flatMap((company) => [company.logo, company.company_profile_pdf]),
      ...certificates.map((certificate) => certificate.file),
      ...[...products, ...services].flatMap((row) => [row.image, row.certificate_image ?? null]),
    ].filter((key): key is string => key !== null);
    for (const key of keys) {
      expect(isStorageKey(key), key).toBe(true);
      expect(key.startsWith('seed/')).toBe(true);
    }
    expect(unique(keys)).toBe(true);
    expect(products.some((product) => product.certificate_image)).toBe(true);
    expect(services.some((service) => service.certificate_image)).toBe(true);
  });
});

import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { belongsTo, serialId, timestamps, version } from './columns';

// part 2 §3 "Company registration payload", part 3 §3 "Company (edit payload)", "Product",
// "Service", "Sub-industry" and "Lookups". Files are storage keys (lib/storage); the API answers
// their URLs. `status` is part 3 §4's iid: 10 in process, 20 approved, 30 refused, 40 changed.

/** The public fields of a record as last approved, kept while a change of it waits for review. */
export type ApprovedSnapshot = Record<string, unknown>;

const reviewColumns = {
  status: integer('status').notNull().default(10),
  approved: jsonb('approved').$type<ApprovedSnapshot>(),
  /** The reason of the last refusal, in the member's language (the console's, issue 13). */
  status_note: text('status_note'),
};

export const companyTypes = pgTable('company_types', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
});

export const titles = pgTable('titles', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
});

export const governorates = pgTable('governorates', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
});

/** part 2 §9: 1 local, 2 international. */
export const locationTypes = pgTable('location_types', {
  id: integer('id').primaryKey(),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
});

/** part 2 §3 "Subsector": `ind_id` is the sector's `iid`. */
export const subIndustries = pgTable(
  'sub_industries',
  {
    id: integer('id').primaryKey(),
    ind_id: integer('ind_id').notNull(),
    SUB_NAME_ENG: text('sub_name_eng').notNull(),
    SUB_NAME_ARA: text('sub_name_ara').notNull(),
  },
  (table) => [index('sub_industries_ind_id_idx').on(table.ind_id)],
);

export const companies = pgTable(
  'companies',
  {
    id: serialId(),
    user_id: belongsTo('user_id', () => users.id),
    company_registered_name: text('company_registered_name').notNull(),
    company_trading_name: text('company_trading_name').notNull(),
    type_of_company: integer('type_of_company').notNull(),
    phone_number: text('phone_number').notNull(),
    mobile_number: text('mobile_number').notNull(),
    website_url: text('website_url').notNull(),
    e_mail: text('e_mail').notNull(),
    location_type_id: integer('location_type_id').notNull(),
    governorates: integer('governorates'),
    location_country_id: integer('location_country_id'),
    logo: text('logo').notNull(),
    company_profile_pdf: text('company_profile_pdf').notNull(),
    industry_information_for_products: jsonb('industry_information_for_products')
      .$type<number[]>()
      .notNull(),
    industry_information_for_services: jsonb('industry_information_for_services')
      .$type<number[]>()
      .notNull(),
    countries_of_operations: jsonb('countries_of_operations').$type<number[]>().notNull(),
    person_title: integer('person_title').notNull(),
    person_position: integer('person_position').notNull(),
    person_first_name: text('person_first_name').notNull(),
    person_last_name: text('person_last_name').notNull(),
    person_mobile_number: text('person_mobile_number').notNull(),
    person_email: text('person_email').notNull(),
    ...reviewColumns,
    version: version(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('companies_user_id_unique').on(table.user_id),
    index('companies_status_idx').on(table.status),
  ],
);

export const companyCertificates = pgTable(
  'company_certificates',
  {
    id: serialId(),
    company_id: belongsTo('company_id', () => companies.id),
    title: text('title').notNull(),
    file: text('file').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (table) => [index('company_certificates_company_id_idx').on(table.company_id)],
);

const offeringColumns = () => ({
  id: serialId(),
  company_id: belongsTo('company_id', () => companies.id),
  name_eng: text('name_eng').notNull(),
  name_ara: text('name_ara').notNull(),
  industry: integer('industry').notNull(),
  sub_ind: integer('sub_ind').notNull(),
  description_eng: text('description_eng').notNull(),
  description_ara: text('description_ara').notNull(),
  cert: text('cert').notNull().default(''),
  features: text('features').notNull(),
  contacts: text('contacts').notNull(),
  image: text('image').notNull(),
  certificate_image: text('certificate_image'),
  ...reviewColumns,
  version: version(),
  ...timestamps,
});

export const products = pgTable(
  'products',
  {
    ...offeringColumns(),
    gs1_code: text('gs1_code').notNull(),
    hs_code: text('hs_code').notNull(),
  },
  (table) => [
    index('products_company_id_idx').on(table.company_id),
    index('products_sub_ind_idx').on(table.sub_ind),
  ],
);

/** A service may name the HS code of the goods it serves (issue 37): optional, null when none. */
export const services = pgTable(
  'services',
  { ...offeringColumns(), hs_code: text('hs_code') },
  (table) => [
    index('services_company_id_idx').on(table.company_id),
    index('services_sub_ind_idx').on(table.sub_ind),
  ],
);

import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';

import {
  companies,
  companyCertificates,
  companyTypes,
  industries,
  positions,
  products,
  services,
  subIndustries,
  titles,
  users,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { uploadUrl } from '@/lib/storage';

import type {
  CompanyAnswer,
  OfferingAnswer,
  ProductAnswer,
  ServiceAnswer,
} from '../answer-schemas';
import type { OfferingKind } from '../offering-schemas';

// The member's own company, products and services as part 3 §7 answers them (and as the member
// pages render them on the server): the row as it stands, unreviewed changes included.

export type CompanyRow = typeof companies.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export const offeringTable = (kind: OfferingKind) => (kind === 'products' ? products : services);

export async function findCompanyOfUser(db: Db, userId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.user_id, userId)).limit(1);
  return row ?? null;
}

export const listCertificates = (db: Db, companyId: number) =>
  db
    .select()
    .from(companyCertificates)
    .where(eq(companyCertificates.company_id, companyId))
    .orderBy(asc(companyCertificates.sort_order), asc(companyCertificates.id));

async function first<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null;
}

/** part 3 §7 GET my-company/{companyId}: the company with its lists as JSON text. */
export async function companyAnswerOf(db: Db, company: CompanyRow): Promise<CompanyAnswer> {
  const [certificates, type, title, position, owner] = await Promise.all([
    listCertificates(db, company.id),
    first(db.select().from(companyTypes).where(eq(companyTypes.id, company.type_of_company))),
    first(db.select().from(titles).where(eq(titles.id, company.person_title))),
    first(db.select().from(positions).where(eq(positions.id, company.person_position))),
    first(
      db
        .select({ access: users.international_buyers_access })
        .from(users)
        .where(eq(users.id, company.user_id)),
    ),
  ]);
  const certificateList = certificates.map(({ id, title: name, file }) => ({
    id,
    title: name,
    file: uploadUrl(file),
  }));
  return {
    id: company.id,
    user_id: company.user_id,
    company_registered_name: company.company_registered_name,
    company_trading_name: company.company_trading_name,
    type_of_company: company.type_of_company,
    type_belongs: type,
    phone_number: company.phone_number,
    mobile_number: company.mobile_number,
    website_url: company.website_url,
    e_mail: company.e_mail,
    location_type_id: company.location_type_id,
    governorates: company.governorates,
    location_country_id: company.location_country_id,
    logo: uploadUrl(company.logo),
    company_profile_pdf: uploadUrl(company.company_profile_pdf),
    industry_information_for_products: JSON.stringify(company.industry_information_for_products),
    industry_information_for_services: JSON.stringify(company.industry_information_for_services),
    countries_of_operations: JSON.stringify(company.countries_of_operations),
    attachment_option_file: JSON.stringify(certificateList),
    certificates: certificateList,
    person_title: title ?? { id: company.person_title, name_eng: '', name_ara: '' },
    person_position: position ?? {
      id: company.person_position,
      name: '',
      name_translations: { en: '', ar: '' },
    },
    person_first_name: company.person_first_name,
    person_last_name: company.person_last_name,
    person_mobile_number: company.person_mobile_number,
    person_email: company.person_email,
    status: company.status,
    status_belongs: { iid: company.status },
    status_note: company.status_note,
    international_buyers_access: owner?.access ?? 0,
    version: company.version,
    created_at: company.created_at,
    updated_at: company.updated_at,
  };
}

export async function getMemberCompany(db: Db, userId: number): Promise<CompanyAnswer | null> {
  const company = await findCompanyOfUser(db, userId);
  return company ? companyAnswerOf(db, company) : null;
}

type OfferingJoin<Row> = {
  row: Row;
  industry: { iid: number; name_eng: string; name_ara: string } | null;
  sub: { id: number; SUB_NAME_ENG: string; SUB_NAME_ARA: string } | null;
};

/** What products and services answer alike (both carry an HS code, a service's optional). */
function commonAnswerOf({ row, industry, sub }: OfferingJoin<ProductRow | ServiceRow>) {
  return {
    id: row.id,
    company_id: row.company_id,
    name_eng: row.name_eng,
    name_ara: row.name_ara,
    industry: row.industry,
    sub_ind: row.sub_ind,
    description_eng: row.description_eng,
    description_ara: row.description_ara,
    cert: row.cert,
    features: row.features,
    contacts: row.contacts,
    image: uploadUrl(row.image),
    certificate_image: row.certificate_image ? uploadUrl(row.certificate_image) : null,
    status: row.status,
    status_belongs: { iid: row.status },
    status_note: row.status_note,
    industry_belongs: industry,
    sub_industry_belongs: sub,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The answer of a row of the kind's table (the kind decides, never which columns a row has). */
function offeringAnswerOf(kind: OfferingKind, joined: OfferingJoin<unknown>): OfferingAnswer {
  if (kind === 'products') {
    const { row } = joined as OfferingJoin<ProductRow>;
    const product: ProductAnswer = {
      ...commonAnswerOf({ ...joined, row }),
      gs1_code: row.gs1_code,
      hs_code: row.hs_code,
    };
    return product;
  }
  const { row } = joined as OfferingJoin<ServiceRow>;
  const service: ServiceAnswer = { ...commonAnswerOf({ ...joined, row }), hs_code: row.hs_code };
  return service;
}

function selectOfferings(db: Db, kind: OfferingKind) {
  const table = offeringTable(kind);
  return db
    .select({
      row: table,
      industry: {
        iid: industries.iid,
        name_eng: industries.name_eng,
        name_ara: industries.name_ara,
      },
      sub: {
        id: subIndustries.id,
        SUB_NAME_ENG: subIndustries.SUB_NAME_ENG,
        SUB_NAME_ARA: subIndustries.SUB_NAME_ARA,
      },
    })
    .from(table)
    .leftJoin(industries, eq(industries.iid, table.industry))
    .leftJoin(subIndustries, eq(subIndustries.id, table.sub_ind));
}

/** part 3 §7 GET my-products-get / my-services-get: newest first. */
export async function listMemberOfferings(
  db: Db,
  kind: OfferingKind,
  companyId: number,
): Promise<OfferingAnswer[]> {
  const table = offeringTable(kind);
  const rows = await selectOfferings(db, kind)
    .where(eq(table.company_id, companyId))
    .orderBy(desc(table.id));
  return rows.map((row) => offeringAnswerOf(kind, row));
}

/** One product or service of the company, or null when the id is not one of its own. */
export async function getMemberOffering(
  db: Db,
  kind: OfferingKind,
  companyId: number,
  id: number,
): Promise<OfferingAnswer | null> {
  const table = offeringTable(kind);
  const [row] = await selectOfferings(db, kind)
    .where(and(eq(table.id, id), eq(table.company_id, companyId)))
    .limit(1);
  return row ? offeringAnswerOf(kind, row) : null;
}

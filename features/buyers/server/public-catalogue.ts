import 'server-only';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';

import { RECORD_STATUS } from '@/features/companies/constants';
import { publicVersion } from '@/features/companies/review-status';
import { idsOf, intOf, textOf, textOrNull, type Values } from '@/features/companies/version-values';
import { notHeld } from '@/features/screening/screening-hold';
import { companies, companyCertificates, products, services } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { uploadUrl } from '@/lib/storage';

import type { PublicCatalogue } from '../catalogue';
import type { ItemType } from '../constants';
import type { PublicCompany, PublicItemDetail } from '../schemas';

import { loadLookups } from './catalogue-lookups';
import { fileUrl, snapshotCertificates } from './public-values';

// Only approved records, in their approved version, are public (issue 14): a record in status 20
// as it stands, one with an approved snapshot (a change waiting, or refused) as last approved,
// anything else never; an item only when its company is public too.

const english = new Intl.Collator('en', { sensitivity: 'base' });

type Named = { id: number; name_eng: string; name_ara: string };
const named = ({ id, name_eng, name_ara }: Named): Named => ({ id, name_eng, name_ara });

type Lookups = Awaited<ReturnType<typeof loadLookups>>;

const publicCandidates = <T extends typeof companies | typeof products | typeof services>(
  table: T,
) => or(eq(table.status, RECORD_STATUS.approved), isNotNull(table.approved));

function companyOf(
  id: number,
  status: number,
  values: Values,
  certificates: { title: string; file: string }[],
  lookups: Lookups,
): PublicCompany {
  const productSectors = idsOf(values, 'industry_information_for_products');
  const serviceSectors = idsOf(values, 'industry_information_for_services');
  const sectorIds = [...productSectors, ...serviceSectors];
  const type = lookups.types.get(intOf(values, 'type_of_company') ?? 0);
  const governorate = lookups.governorates.get(intOf(values, 'governorates') ?? 0);
  const country = lookups.countries.get(intOf(values, 'location_country_id') ?? 0);
  const operations = idsOf(values, 'countries_of_operations');
  return {
    id,
    company_registered_name: textOf(values, 'company_registered_name'),
    company_trading_name: textOf(values, 'company_trading_name'),
    logo: fileUrl(values, 'logo'),
    status,
    industry_information_for_products: productSectors,
    industry_information_for_services: serviceSectors,
    sectors: lookups.sectors
      .filter((sector) => sectorIds.includes(sector.iid))
      .map(({ iid, name_eng, name_ara }) => ({ iid, name_eng, name_ara })),
    type_of_company: intOf(values, 'type_of_company') ?? 0,
    type_belongs: type ? named(type) : null,
    website_url: textOf(values, 'website_url'),
    company_profile_pdf: fileUrl(values, 'company_profile_pdf'),
    location_type_id: intOf(values, 'location_type_id') ?? 0,
    governorates: intOf(values, 'governorates'),
    governorate_belongs: governorate ? named(governorate) : null,
    location_country_id: intOf(values, 'location_country_id'),
    country_belongs: country ? named(country) : null,
    countries_of_operations: operations,
    countries_belongs: operations.flatMap((countryId) => {
      const row = lookups.countries.get(countryId);
      return row ? [named(row)] : [];
    }),
    certificates,
  };
}

async function loadCompanies(db: Db, lookups: Lookups): Promise<PublicCompany[]> {
  const rows = await db
    .select()
    .from(companies)
    // Issue 47: a company held by a screening hit is not public, nor are its items.
    .where(and(publicCandidates(companies), notHeld('company', companies.id)));
  const approvedIds = rows
    .filter((row) => row.status === RECORD_STATUS.approved)
    .map((row) => row.id);
  const certificateRows = approvedIds.length
    ? await db
        .select()
        .from(companyCertificates)
        .where(inArray(companyCertificates.company_id, approvedIds))
        .orderBy(asc(companyCertificates.sort_order), asc(companyCertificates.id))
    : [];
  const list: PublicCompany[] = [];
  for (const row of rows) {
    const values = publicVersion(row);
    if (!values) continue;
    // A company's approved snapshot carries the certificates it was approved with.
    const certificates =
      row.status === RECORD_STATUS.approved
        ? certificateRows
            .filter((certificate) => certificate.company_id === row.id)
            .map(({ title, file }) => ({ title, file: uploadUrl(file) }))
        : snapshotCertificates(values);
    list.push(companyOf(row.id, row.status, values, certificates, lookups));
  }
  return list.sort(
    (a, b) => english.compare(a.company_registered_name, b.company_registered_name) || a.id - b.id,
  );
}

async function loadItems(
  db: Db,
  type: ItemType,
  companiesById: Map<number, PublicCompany>,
  lookups: Lookups,
): Promise<PublicItemDetail[]> {
  const table = type === 'products' ? products : services;
  const rows = await db.select().from(table).where(publicCandidates(table));
  const list: PublicItemDetail[] = [];
  for (const row of rows) {
    const company = companiesById.get(row.company_id);
    const values = publicVersion(row);
    if (!company || !values) continue;
    const industry = intOf(values, 'industry') ?? 0;
    const subInd = intOf(values, 'sub_ind') ?? 0;
    const sector = lookups.sectors.find((entry) => entry.iid === industry);
    list.push({
      id: row.id,
      type,
      name_eng: textOf(values, 'name_eng'),
      name_ara: textOf(values, 'name_ara'),
      // A product's HS code, and a service's when it names one (issue 37).
      hs_code: textOrNull(values, 'hs_code'),
      gs1_code: type === 'products' ? textOf(values, 'gs1_code') : null,
      image: fileUrl(values, 'image'),
      industry,
      sub_ind: subInd,
      company_id: company.id,
      company_belongs: {
        company_registered_name: company.company_registered_name,
        status: company.status,
        logo: company.logo,
      },
      description_eng: textOf(values, 'description_eng'),
      description_ara: textOf(values, 'description_ara'),
      cert: textOf(values, 'cert'),
      certificate_image: textOrNull(values, 'certificate_image')
        ? fileUrl(values, 'certificate_image')
        : null,
      features: textOf(values, 'features'),
      industry_belongs: sector
        ? { iid: sector.iid, name_eng: sector.name_eng, name_ara: sector.name_ara }
        : null,
      sub_industry_belongs: lookups.subsectors.find((entry) => entry.id === subInd) ?? null,
    });
  }
  return list.sort((a, b) => b.id - a.id);
}

/** Every public company, product and service with the sector lists, read in a handful of queries. */
export async function loadPublicCatalogue(db: Db): Promise<PublicCatalogue> {
  const lookups = await loadLookups(db);
  const publicCompanies = await loadCompanies(db, lookups);
  const companiesById = new Map(publicCompanies.map((company) => [company.id, company]));
  const [productItems, serviceItems] = await Promise.all([
    loadItems(db, 'products', companiesById, lookups),
    loadItems(db, 'services', companiesById, lookups),
  ]);
  return {
    companies: publicCompanies,
    items: { products: productItems, services: serviceItems },
    sectors: lookups.sectors,
    subsectors: lookups.subsectors,
  };
}

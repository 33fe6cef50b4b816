import { normalizeText } from '@/lib/search/normalize-text';

import type { ItemType } from './constants';
import type {
  LocalBuyers,
  PublicCompany,
  PublicCompanySummary,
  PublicItem,
  PublicItemDetail,
  SectorCount,
  SectorRef,
  SubsectorRef,
} from './schemas';

// Everything the public may see of the companies, products and services (their approved versions,
// read once per cache entry by server/public-catalogue.ts) and the directories' rules over it, pure
// so the API and the pages filter and count the same way.

export type CatalogueSector = SectorRef & { image: string; kind: ItemType };

export type PublicCatalogue = {
  /** Sorted by registered name. */
  companies: PublicCompany[];
  /** Newest first. */
  items: Record<ItemType, PublicItemDetail[]>;
  sectors: CatalogueSector[];
  subsectors: SubsectorRef[];
};

/** part 2 §3 "Product or service": the fields a list answers. */
export function listItemOf(item: PublicItemDetail): PublicItem {
  const { id, name_eng, name_ara, hs_code, image, industry, sub_ind, company_id } = item;
  return {
    id,
    name_eng,
    name_ara,
    hs_code,
    image,
    industry,
    sub_ind,
    company_id,
    company_belongs: item.company_belongs,
  };
}

export function summaryOf(company: PublicCompany): PublicCompanySummary {
  return {
    id: company.id,
    company_registered_name: company.company_registered_name,
    company_trading_name: company.company_trading_name,
    logo: company.logo,
    status: company.status,
    industry_information_for_products: company.industry_information_for_products,
    industry_information_for_services: company.industry_information_for_services,
    sectors: company.sectors,
  };
}

export const findCompany = (catalogue: PublicCatalogue, id: number) =>
  catalogue.companies.find((company) => company.id === id) ?? null;

export const findItem = (catalogue: PublicCatalogue, type: ItemType, id: number) =>
  catalogue.items[type].find((item) => item.id === id) ?? null;

export const findSector = (catalogue: PublicCatalogue, type: ItemType, iid: number) =>
  catalogue.sectors.find((sector) => sector.iid === iid && sector.kind === type) ?? null;

export const findSubsector = (catalogue: PublicCatalogue, id: number) =>
  catalogue.subsectors.find((subsector) => subsector.id === id) ?? null;

export const itemsOfSubsector = (catalogue: PublicCatalogue, type: ItemType, subsectorId: number) =>
  catalogue.items[type].filter((item) => item.sub_ind === subsectorId);

export const itemsOfCompany = (catalogue: PublicCatalogue, type: ItemType, companyId: number) =>
  catalogue.items[type].filter((item) => item.company_id === companyId);

export type DirectoryFilter = { q?: string; sector?: number };

/**
 * The directory of page 160: a company matches `q` by its registered or trading name, or by the
 * name of one of its public products or services (either language), both normalised (lib/search);
 * `sector` by one of its sectors.
 */
export function filterDirectory(
  catalogue: PublicCatalogue,
  { q, sector }: DirectoryFilter,
): PublicCompany[] {
  const needle = normalizeText(q ?? '');
  const itemNames = new Map<number, string[]>();
  if (needle) {
    for (const item of [...catalogue.items.products, ...catalogue.items.services]) {
      const names = itemNames.get(item.company_id) ?? [];
      names.push(item.name_eng, item.name_ara);
      itemNames.set(item.company_id, names);
    }
  }
  return catalogue.companies.filter((company) => {
    if (sector !== undefined && !company.sectors.some((entry) => entry.iid === sector))
      return false;
    if (!needle) return true;
    const texts = [
      company.company_registered_name,
      company.company_trading_name,
      ...(itemNames.get(company.id) ?? []),
    ];
    return texts.some((text) => normalizeText(text).includes(needle));
  });
}

/** GET /api/local-buyers and the tiles: every sector of a type, its subsectors, public items counted. */
export function localBuyersOf(catalogue: PublicCatalogue): LocalBuyers {
  const sectorsOf = (type: ItemType): SectorCount[] => {
    const counts = new Map<number, number>();
    for (const item of catalogue.items[type]) {
      counts.set(item.sub_ind, (counts.get(item.sub_ind) ?? 0) + 1);
    }
    return catalogue.sectors
      .filter((sector) => sector.kind === type)
      .map(({ iid, name_eng, name_ara, image }) => {
        const sub_industries = catalogue.subsectors
          .filter((subsector) => subsector.ind_id === iid)
          .map((subsector) => ({ ...subsector, count: counts.get(subsector.id) ?? 0 }));
        const count = sub_industries.reduce((sum, subsector) => sum + subsector.count, 0);
        return { iid, name_eng, name_ara, image, count, sub_industries };
      });
  };
  return { products: sectorsOf('products'), services: sectorsOf('services') };
}

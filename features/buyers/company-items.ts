import type { PublicCatalogue } from './catalogue';
import { itemsOfCompany } from './catalogue';
import type { PublicItemDetail, SectorRef, SubsectorRef } from './schemas';

// The company page /buyers/{id} (part 2 "International buyers"): its products and services in one
// list, narrowed by the filter boxes. A product sector (`industry`) or a service sector
// (`service_industry`) keeps the items of the sectors chosen; `sub_ind` narrows both kinds.

export type CompanyItemFilter = { industry?: number; service_industry?: number; sub_ind?: number };

export type CompanyFilterOptions = {
  productSectors: SectorRef[];
  serviceSectors: SectorRef[];
  subsectors: SubsectorRef[];
};

const unique = <T, K>(rows: T[], key: (row: T) => K) => [
  ...new Map(rows.map((row) => [key(row), row])).values(),
];

/** The choices of the filter boxes: only sectors and subsectors the company's public items are in. */
export function companyFilterOptions(
  catalogue: PublicCatalogue,
  companyId: number,
): CompanyFilterOptions {
  const products = itemsOfCompany(catalogue, 'products', companyId);
  const services = itemsOfCompany(catalogue, 'services', companyId);
  const sectorsOf = (items: PublicItemDetail[]) =>
    unique(
      items.flatMap((item) => (item.industry_belongs ? [item.industry_belongs] : [])),
      (sector) => sector.iid,
    ).sort((a, b) => a.iid - b.iid);
  const subsectors = unique(
    [...products, ...services].flatMap((item) =>
      item.sub_industry_belongs ? [item.sub_industry_belongs] : [],
    ),
    (subsector) => subsector.id,
  ).sort((a, b) => a.ind_id - b.ind_id || a.id - b.id);
  return { productSectors: sectorsOf(products), serviceSectors: sectorsOf(services), subsectors };
}

export function companyItems(
  catalogue: PublicCatalogue,
  companyId: number,
  filter: CompanyItemFilter,
): PublicItemDetail[] {
  const bySector = filter.industry !== undefined || filter.service_industry !== undefined;
  const keep = (item: PublicItemDetail) => {
    if (filter.sub_ind !== undefined && item.sub_ind !== filter.sub_ind) return false;
    if (!bySector) return true;
    const chosen = item.type === 'products' ? filter.industry : filter.service_industry;
    return chosen !== undefined && item.industry === chosen;
  };
  return [
    ...itemsOfCompany(catalogue, 'products', companyId),
    ...itemsOfCompany(catalogue, 'services', companyId),
  ].filter(keep);
}

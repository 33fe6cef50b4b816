import type { ListView } from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import { filterDirectory, summaryOf, type PublicCatalogue } from './catalogue';
import type { CompanyItemFilter } from './company-items';
import { DIRECTORY_PAGE_SIZE } from './constants';

// What a list's view (lib/navigation/list-views.ts: filters as text) asks of the catalogue. A
// filter that is not a whole positive number names nothing: it is left out, not an error.

export const idOf = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};

export const pageOfView = (view: ListView) => idOf(view.page) ?? 1;

/** Page 160's directory for a view: `q`, `sector`, `page`. */
export function directoryView(catalogue: PublicCatalogue, view: ListView) {
  const companies = filterDirectory(catalogue, { q: view.q, sector: idOf(view.sector) });
  return listPage(companies.map(summaryOf), pageOfView(view), DIRECTORY_PAGE_SIZE);
}

/** The company page's filter boxes for a view: `industry`, `service_industry`, `sub_ind`. */
export const companyFilterOf = (view: ListView): CompanyItemFilter => ({
  industry: idOf(view.industry),
  service_industry: idOf(view.service_industry),
  sub_ind: idOf(view.sub_ind),
});

import 'server-only';
import { and, inArray } from 'drizzle-orm';

import { publicVersion } from '@/features/companies/review-status';
import { textOf } from '@/features/companies/version-values';
import { products, services } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import {
  bilingual,
  sameHref,
  sameIds,
  type SearchSource,
  type SourceDocument,
} from '../search-source';

import { mayBePublic, publicCompanies, sectorNames } from './public-values';

// A company's approved products and services, in their approved version and only while the
// company is public: found with the companies, each leading to its own page (/buyers/{type}/{id}).
// A change of the company rewrites them (its approval makes them public, its name is their words).

type Kind = 'products' | 'services';

const tableOf = (kind: Kind) => (kind === 'products' ? products : services);

function loaderOf(kind: Kind) {
  return async (db: Db, ids?: readonly number[]): Promise<SourceDocument[]> => {
    const table = tableOf(kind);
    const rows = await db
      .select()
      .from(table)
      .where(ids ? and(mayBePublic(table), inArray(table.id, [...ids])) : mayBePublic(table));
    if (rows.length === 0) return [];
    const [owners, names] = await Promise.all([
      publicCompanies(db, [...new Set(rows.map((row) => row.company_id))]),
      sectorNames(db),
    ]);
    return rows.flatMap((row) => {
      const values = publicVersion(row);
      const company = owners.get(row.company_id);
      if (!values || !company) return [];
      const sector = names.sector.get(Number(values.industry));
      const subsector = names.subsector.get(Number(values.sub_ind));
      return [
        {
          recordId: row.id,
          title: bilingual(textOf(values, 'name_eng'), textOf(values, 'name_ara')),
          body: bilingual(textOf(values, 'description_eng'), textOf(values, 'description_ara')),
          keywords: [
            textOf(company, 'company_registered_name'),
            textOf(company, 'company_trading_name'),
            textOf(values, 'hs_code'),
            sector?.en,
            sector?.ar,
            subsector?.en,
            subsector?.ar,
          ].join(' '),
          href: sameHref(`/buyers/${kind}/${row.id}`),
        },
      ];
    });
  };
}

/** The items of the changed companies. */
function itemsOfCompanies(kind: Kind) {
  return async (tx: Db, companyIds: readonly number[]) => {
    const table = tableOf(kind);
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.company_id, [...companyIds]));
    return rows.map((row) => row.id);
  };
}

export const productsSource: SearchSource = {
  key: 'products',
  type: 'companies',
  kind: 'product',
  entities: { products: sameIds, companies: itemsOfCompanies('products') },
  load: loaderOf('products'),
};

export const servicesSource: SearchSource = {
  key: 'services',
  type: 'companies',
  kind: 'service',
  entities: { services: sameIds, companies: itemsOfCompanies('services') },
  load: loaderOf('services'),
};

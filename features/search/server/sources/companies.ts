import 'server-only';

import { textOf } from '@/features/companies/version-values';
import type { Db } from '@/lib/db/types';

import { sameHref, sameIds, type SearchSource, type SourceDocument } from '../search-source';

import { companySectorWords, publicCompanies, sectorNames } from './public-values';

// Approved companies (part 3 "Global search records": international buyers, company_registered_name
// and id; company → /buyers/{id}), in their approved version.

async function loadCompanies(db: Db, ids?: readonly number[]): Promise<SourceDocument[]> {
  const found = await publicCompanies(db, ids);
  if (found.size === 0) return [];
  const names = await sectorNames(db);
  return [...found].map(([id, values]) => {
    const name = textOf(values, 'company_registered_name');
    return {
      recordId: id,
      title: { en: name, ar: name },
      body: { en: '', ar: '' },
      keywords: `${textOf(values, 'company_trading_name')} ${companySectorWords(values, names)}`,
      href: sameHref(`/buyers/${id}`),
    };
  });
}

export const companiesSource: SearchSource = {
  key: 'companies',
  type: 'companies',
  kind: 'company',
  entities: { companies: sameIds },
  load: loadCompanies,
};

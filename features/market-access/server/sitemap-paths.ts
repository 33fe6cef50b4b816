import 'server-only';

import { agreementHeadings, ftaCountryAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { marketAccessPath } from '../constants';

/**
 * The market-access pages worth a search engine's visit (issue 37): each heading staff entered
 * terms for, with each partner of its agreement whose country page is visible. Every other pair
 * of a code and a country is a page too, found through the forms, not listed.
 */
export async function listMarketAccessPaths(db: Db): Promise<string[]> {
  const [headings, pages] = await Promise.all([
    db
      .select({ agreement_id: agreementHeadings.agreement_id, code: agreementHeadings.hs_code })
      .from(agreementHeadings),
    db
      .select({
        country: ftaCountryAgreements.country_code,
        visible: ftaCountryAgreements.visible,
        ids: ftaCountryAgreements.agreement_ids,
      })
      .from(ftaCountryAgreements),
  ]);
  const paths = headings.flatMap((heading) =>
    pages
      .filter((page) => page.visible && page.ids.includes(heading.agreement_id))
      .map((page) => marketAccessPath(heading.code, page.country)),
  );
  return [...new Set(paths)].sort();
}

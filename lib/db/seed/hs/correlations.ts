import { readFileSync } from 'node:fs';

import { parseCsv } from '@/lib/csv/parse-csv';

import { HS_OLDER_EDITIONS, type HsOlderEdition } from '../../schema/hs-codes';

// The UN Statistics Division's correlation tables between HS 2022 and HS 2017 and HS 2012
// (data/hs-correlation/, see its README), loaded into hs_correlations (issue 45).

const FOLDER = new URL('../../../../data/hs-correlation/', import.meta.url);

export type HsCorrelationSeed = {
  old_edition: HsOlderEdition;
  old_code: string;
  code: string;
  relationship: string;
};

const SIX_DIGITS = /^\d{6}$/;

/**
 * Every row of both tables whose 2022 code the database holds (`loaded`: the seeded
 * nomenclature, a few chapters in tests). The source's last row (999999, a total) is no code.
 */
export function hsCorrelationsSeed(loaded: ReadonlySet<string>): HsCorrelationSeed[] {
  return HS_OLDER_EDITIONS.flatMap((edition) =>
    parseCsv(readFileSync(new URL(`hs2022-hs${edition}.csv`, FOLDER), 'utf8'))
      .slice(1)
      .map(({ cells: [code = '', oldCode = '', relationship = ''] }) => ({
        old_edition: edition,
        old_code: oldCode.trim(),
        code: code.trim(),
        relationship: relationship.trim(),
      }))
      .filter((row) => SIX_DIGITS.test(row.old_code) && loaded.has(row.code)),
  );
}

import { readFileSync } from 'node:fs';

import { parseCsv } from '@/lib/csv/parse-csv';

import { HS_OLDER_EDITIONS, type HsOlderEdition } from '../../schema/hs-codes';

import { hsCodesSeed } from './nomenclature';

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
 * The rows of both tables that can lead anywhere: an older code the 2022 edition lacks (one it has
 * is read as the 2022 code, so its rows are never read: 1,534 rows are kept of 32,034) and a 2022
 * code the database holds (`loaded`: the seeded nomenclature, a few chapters in tests). The
 * source's last row (999999, a total) is no code.
 */
export function hsCorrelationsSeed(loaded: ReadonlySet<string>): HsCorrelationSeed[] {
  // Every 2022 code, whichever chapters were loaded (in tests, the old codes of a chapter left
  // out are still 2022 codes).
  const current = new Set(hsCodesSeed().map((row) => row.code));
  return HS_OLDER_EDITIONS.flatMap((edition) =>
    parseCsv(readFileSync(new URL(`hs2022-hs${edition}.csv`, FOLDER), 'utf8'))
      .slice(1)
      .map(({ cells: [code = '', oldCode = '', relationship = ''] }) => ({
        old_edition: edition,
        old_code: oldCode.trim(),
        code: code.trim(),
        relationship: relationship.trim(),
      }))
      .filter(
        (row) =>
          SIX_DIGITS.test(row.old_code) && !current.has(row.old_code) && loaded.has(row.code),
      ),
  );
}

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { csvCell } from '../lib/csv/csv';
import { parseCsv } from '../lib/csv/parse-csv';

import { extractFlows } from './trade-extract/extract-flows';
import { EXTRACT_YEARS, PRODUCTS } from './trade-extract/profiles';
import { countryListCsv, writeBaciYear } from './trade-extract/write-baci';

// `npx tsx scripts/make-trade-extract.ts`: writes the project's illustrative extract in BACI's
// format to data/trade-flows/extract/ (issue 38). The same files every time (a fixed seed); they
// are committed, and a fresh start and the tests import them.

const FOLDER = 'data/trade-flows/extract';
const RELEASE = 'V202501';

async function productList() {
  const rows = parseCsv(await readFile('data/hs-nomenclature/harmonized-system.csv', 'utf8'));
  const names = new Map(rows.map(({ cells }) => [cells[1], cells[2]]));
  return (
    [
      'code,description',
      ...PRODUCTS.map(({ hs6 }) => `${hs6},${csvCell(names.get(hs6) ?? '')}`),
    ].join('\n') + '\n'
  );
}

await mkdir(FOLDER, { recursive: true });
await writeFile(path.join(FOLDER, `country_codes_${RELEASE}.csv`), countryListCsv());
await writeFile(path.join(FOLDER, `product_codes_HS22_${RELEASE}.csv`), await productList());
for (const year of EXTRACT_YEARS) {
  const file = path.join(FOLDER, `BACI_HS22_Y${year}_${RELEASE}_extract.csv`);
  const bytes = await writeBaciYear(file, extractFlows(year));
  console.log(`${file}: ${bytes} bytes`);
}

import { migrate } from '../lib/db/connect';
import { INDICATOR_DATASETS } from '../lib/db/schema/market-indicators';
import {
  importIndicatorFile,
  IndicatorImportError,
  type IndicatorImportProgress,
  isIndicatorDataset,
} from '../lib/market-indicators/import-indicators';
import { INDICATOR_FILES } from '../lib/market-indicators/indicator-sources';

import { describe, withDatabase } from './open-database';
import { progressBar } from './progress-bar';

// `npm run data:import-indicators -- <dataset> [<file>] [--force]` (issue 58): one of the market
// indicators' files (GDP, population, exchange rates monthly or yearly, the tax rates) into the
// portal's database, its shipped file (data/market-indicators/) by default. The file is read and
// checked whole first; a malformed one stops the import, naming its line and column, and leaves the
// database as it was. A rerun of the same file changes nothing; one that would remove more than
// half of the dataset's rows is refused unless --force is given. The shipped exchange-rate files
// give every series per dollar; a file of FRED's own quotes needs --fred-quotes (fred-series.ts).

const USAGE =
  'Usage: npm run data:import-indicators -- <dataset> [<file>] [--force] [--fred-quotes]\n' +
  `  datasets: ${INDICATOR_DATASETS.map((name) => `${name} (shipped: ${INDICATOR_FILES[name].file})`).join(', ')}\n` +
  '  --force        replace the rows even when the file would remove more than half of them\n' +
  '  --fred-quotes  an exchange-rate file quoting as FRED does (AUD, EUR, IEP, NZD, GBP in dollars\n' +
  '                 per unit): those series are inverted (the shipped files are per dollar already)';

const args = process.argv.slice(2);
const positional = args.filter((arg) => !arg.startsWith('--'));
const OPTIONS = ['--force', '--fred-quotes'];
const unknown = args.find((arg) => arg.startsWith('--') && !OPTIONS.includes(arg));
const [dataset, file, extra] = positional;
if (!dataset || !isIndicatorDataset(dataset) || extra || unknown) {
  console.error(`${unknown ? `Unknown option ${unknown}.\n` : ''}${USAGE}`);
  process.exit(2);
}
const path = file ?? INDICATOR_FILES[dataset].file;

const bar = progressBar(process.stderr);
const show = ({ phase, done, total }: IndicatorImportProgress) =>
  bar.update(
    total === 0 ? 1 : Math.min(1, done / total),
    `${phase} · ${Math.min(done, total).toLocaleString('en')} of ${total.toLocaleString('en')}` +
      (phase === 'reading' ? ' bytes' : ' rows'),
  );

try {
  await withDatabase(async (connection) => {
    await migrate(connection);
    console.log(`Importing ${path} (${dataset}) into ${describe(connection)}.`);
    const started = Date.now();
    const result = await importIndicatorFile(connection.db, dataset, path, {
      onProgress: show,
      force: args.includes('--force'),
      fredQuotes: args.includes('--fred-quotes'),
    });
    bar.done();
    console.log(
      `${result.records.toLocaleString('en')} records: ${result.rows.toLocaleString('en')} rows kept ` +
        `(${result.leftOut.toLocaleString('en')} left out: aggregates or before the first year), ` +
        `${result.added.toLocaleString('en')} added, ${result.changed.toLocaleString('en')} changed, ` +
        `${result.removed.toLocaleString('en')} removed. ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  });
} catch (error) {
  bar.done();
  if (error instanceof IndicatorImportError) {
    console.error(`Import stopped: ${error.message}. The database was left as it was before.`);
    process.exit(1);
  }
  throw error;
}

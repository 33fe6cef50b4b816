import { migrate } from '../lib/db/connect';
import { BaciFormatError } from '../lib/trade-flows/baci-format';
import {
  importTradeFiles,
  TradeImportError,
  type ImportProgress,
} from '../lib/trade-flows/import-trade-files';

import { describe, withDatabase } from './open-database';
import { progressBar } from './progress-bar';

// `npm run data:import-trade -- <folder or file> [--only-missing]` (issue 38): imports CEPII's BACI
// yearly files (and the country list beside them) into the portal's database, year by year, with
// a progress bar. A year imported again replaces the old one; --only-missing skips the years
// already imported from the same file. A malformed line stops the import and names it.

const args = process.argv.slice(2);
const onlyMissing = args.includes('--only-missing');
const target = args.find((arg) => !arg.startsWith('--'));

if (!target) {
  console.error(
    'Usage: npm run data:import-trade -- <BACI folder or yearly file> [--only-missing]',
  );
  process.exit(2);
}

const bar = progressBar(process.stderr);
const show = (progress: ImportProgress) =>
  bar.update(
    progress.phase === 'reading' ? progress.bytes / progress.totalBytes : 1,
    `${progress.file} · ${progress.phase === 'reading' ? 'reading' : 'writing'} · ${progress.rows.toLocaleString('en')} ${progress.phase === 'reading' ? 'flows' : 'rows'}`,
  );

try {
  await withDatabase(async (connection) => {
    await migrate(connection);
    console.log(`Importing ${target} into ${describe(connection)}.`);
    const years = await importTradeFiles(connection.db, target, { onlyMissing, onProgress: show });
    bar.done();
    for (const year of years) {
      console.log(
        year.skipped
          ? `${year.year}: already imported from ${year.file}, skipped.`
          : `${year.year}: ${year.rows.toLocaleString('en')} flows from ${year.file}, ${year.products.toLocaleString('en')} products, ${year.seconds.toFixed(1)} s.`,
      );
    }
  });
  const { rss } = process.memoryUsage();
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(`Memory: ${Math.round(rss / 2 ** 20)} MB now, ${Math.round(peak)} MB at most.`);
} catch (error) {
  bar.done();
  if (error instanceof BaciFormatError || error instanceof TradeImportError) {
    console.error(`Import stopped: ${error.message}. That year was left as it was before.`);
    process.exit(1);
  }
  throw error;
}

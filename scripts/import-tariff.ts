import { migrate } from '../lib/db/connect';
import { importTariffFile, TariffImportError } from '../lib/tariffs/import-tariff';
import { parseTariffArgs, TARIFF_USAGE } from '../lib/tariffs/tariff-args';

import { describe, withDatabase } from './open-database';
import { progressBar } from './progress-bar';

// `npm run data:import-tariff -- us-hts <file>` (issue 46): a partner's official tariff (today the
// US Harmonized Tariff Schedule, the USITC's JSON export) into the portal's database, streamed with
// a progress bar. A run again replaces that tariff's lines; a malformed record stops the import,
// names its index and byte offset, and leaves the database as it was. Issue 56: a link or an
// oversized file is refused before it is read, and a file that would remove more than half of the
// tariff's lines is rolled back unless --force is given.

const args = parseTariffArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(`${args.error}\n${TARIFF_USAGE}`);
  process.exit(2);
}

const bar = progressBar(process.stderr);

try {
  await withDatabase(async (connection) => {
    await migrate(connection);
    console.log(`Importing ${args.file} (${args.kind}) into ${describe(connection)}.`);
    const started = Date.now();
    const result = await importTariffFile(connection.db, args.kind, args.file, {
      edition: args.edition,
      date: args.date,
      force: args.force,
      onProgress: (progress) =>
        bar.update(
          progress.bytes / Math.max(1, progress.totalBytes),
          `${args.kind} · reading · ${progress.records.toLocaleString('en')} records`,
        ),
    });
    bar.done();
    console.log(
      `${result.source}: ${result.lines.toLocaleString('en')} tariff lines of ${result.partner} ` +
        `from ${result.records.toLocaleString('en')} records, edition ${result.edition ?? 'not named'}, ` +
        `file of ${result.fileDate}, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  });
} catch (error) {
  bar.done();
  if (error instanceof TariffImportError) {
    console.error(`Import stopped: ${error.message}. The database was left as it was before.`);
    process.exit(1);
  }
  throw error;
}

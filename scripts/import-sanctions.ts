import {
  importSanctionsFile,
  type SanctionsFileProgress,
} from '../features/screening/server/import-sanctions';
import { rebuildSearchIndex } from '../features/search/server/index-writer';
import { migrate } from '../lib/db/connect';
import { SANCTIONS_SOURCES, type SanctionsSource } from '../lib/db/schema/screening';
import { SanctionsFormatError } from '../lib/sanctions/sanctions-record';

import { describe, withDatabase } from './open-database';
import { progressBar } from './progress-bar';

// `npm run data:import-sanctions -- <un|ofac> <file|folder> [--date YYYY-MM-DD]` (issue 47):
//   un    the UN Security Council Consolidated List's XML
//         (https://scsanctions.un.org/resources/xml/en/consolidated.xml)
//   ofac  a folder holding OFAC's sdn.csv, add.csv and alt.csv (or the sdn.csv beside them), from
//         https://sanctionslist.ofac.treas.gov/; --date gives the list's date (else sdn.csv's day)
// The list is read and checked in full, then written as a new version in one transaction; the same
// file again changes nothing; a malformed file stops with its position and leaves the list as it
// was. Every subject is screened again after an import, and the site search rebuilt. Issue 56: the
// files are read only inside their folder, no symbolic link, each within its size
// (lib/imports/safe-files.ts); a list that would remove more than half of the current records is
// refused unless --force is given.

const positional: string[] = [];
let listDate: string | undefined;
let force = false;
let unknown: string | undefined;
for (let index = 2; index < process.argv.length; index += 1) {
  const arg = process.argv[index]!;
  if (arg === '--date') listDate = process.argv[(index += 1)];
  else if (arg === '--force') force = true;
  else if (arg.startsWith('--')) unknown ??= arg;
  else positional.push(arg);
}
const [source, file] = positional;
if (!SANCTIONS_SOURCES.includes(source as SanctionsSource) || !file || unknown) {
  console.error(
    (unknown ? `Unknown option ${unknown}.\n` : '') +
      'Usage: npm run data:import-sanctions -- <un|ofac> <file|folder> [--date YYYY-MM-DD] [--force]\n' +
      '  un       the UN consolidated list XML, e.g. data/sanctions-un/un-consolidated-list.xml\n' +
      '  ofac     a folder with sdn.csv, add.csv and alt.csv\n' +
      '  --force  write the list even when it would remove more than half of the current records',
  );
  process.exit(2);
}

const bar = progressBar(process.stderr);
const show = ({ phase, done, total }: SanctionsFileProgress) =>
  bar.update(
    total === 0 ? 1 : done / total,
    phase === 'reading'
      ? `reading · ${(done / 2 ** 20).toFixed(1)} of ${(total / 2 ** 20).toFixed(1)} MB`
      : `${phase} · ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`,
  );

try {
  await withDatabase(async (connection) => {
    await migrate(connection);
    console.log(`Importing ${source} ${file} into ${describe(connection)}.`);
    const result = await importSanctionsFile(connection.db, {
      source: source as SanctionsSource,
      path: file,
      listDate,
      onProgress: show,
      force,
    });
    bar.done();
    if (result.status === 'unchanged') {
      console.log(
        `Unchanged: version ${result.version} of the ${source} list (${result.listDate}) is this list already; nothing was written.`,
      );
      return;
    }
    console.log(
      `The ${source} list of ${result.listDate} imported as version ${result.version}: ` +
        `${result.records.toLocaleString('en')} records, ${result.names.toLocaleString('en')} names. ` +
        `${result.rescreened} subjects screened again.`,
    );
    // A company the new list holds leaves the site search too (its source reads the hold); the
    // server's own paths reindex a record when it changes, but this process has only the database.
    console.log(`Search index rebuilt: ${await rebuildSearchIndex(connection.db)} documents.`);
  });
  const { rss } = process.memoryUsage();
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(`Memory: ${Math.round(rss / 2 ** 20)} MB now, ${Math.round(peak)} MB at most.`);
} catch (error) {
  bar.done();
  if (error instanceof SanctionsFormatError) {
    console.error(`Import stopped: ${error.message}. The list was left as it was before.`);
    process.exit(1);
  }
  throw error;
}

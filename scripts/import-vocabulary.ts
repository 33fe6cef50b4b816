import { migrate } from '../lib/db/connect';
import {
  importVocabularyFile,
  VOCABULARY_SOURCES,
  VocabularyImportError,
  type VocabularyImportProgress,
  type VocabularySource,
} from '../lib/hs/vocabulary/import-vocabulary';

import { describe, withDatabase } from './open-database';
import { progressBar } from './progress-bar';

// `npm run data:import-vocabulary -- <source> [<file>] [--force]` (issue 55, item 1): an official
// tariff's everyday words for the HS finder, today the UK Trade Tariff's search references
// (data/uk-search-references/, its shipped file by default), as extra text of the HS 2022
// subheadings they lead to (codes of an older edition mapped through the correlation tables). The
// file is read whole and checked before anything is written; a malformed one stops the import,
// naming the entry and its byte offset, and leaves the database as it was. A rerun of the same
// file changes nothing; one that would remove more than half of the source's rows is refused
// unless --force is given.

const USAGE =
  'Usage: npm run data:import-vocabulary -- <source> [<file>] [--force]\n' +
  `  sources: ${Object.entries(VOCABULARY_SOURCES)
    .map(([source, { file }]) => `${source} (shipped: ${file})`)
    .join(', ')}\n` +
  '  --force  replace the rows even when the file would remove more than half of them';

const args = process.argv.slice(2);
const positional = args.filter((arg) => !arg.startsWith('--'));
const unknown = args.find((arg) => arg.startsWith('--') && arg !== '--force');
const [source, file, extra] = positional;
if (!source || !(source in VOCABULARY_SOURCES) || extra || unknown) {
  console.error(`${unknown ? `Unknown option ${unknown}.\n` : ''}${USAGE}`);
  process.exit(2);
}
const kind = source as VocabularySource;
const path = file ?? VOCABULARY_SOURCES[kind].file;

const bar = progressBar(process.stderr);
const show = ({ phase, done, total }: VocabularyImportProgress) =>
  bar.update(
    total === 0 ? 1 : done / total,
    `${phase} · ${done.toLocaleString('en')} of ${total.toLocaleString('en')}` +
      (phase === 'reading' ? ' bytes' : phase === 'mapping' ? ' subheadings' : ' rows'),
  );

try {
  await withDatabase(async (connection) => {
    await migrate(connection);
    console.log(`Importing ${path} (${kind}) into ${describe(connection)}.`);
    const started = Date.now();
    const result = await importVocabularyFile(connection.db, kind, path, {
      onProgress: show,
      force: args.includes('--force'),
    });
    bar.done();
    const unknownCodes = result.unknown.length
      ? ` ${result.unknown.length} subheading${result.unknown.length === 1 ? '' : 's'} no edition ` +
        `knows left out (${result.unknown.slice(0, 8).join(', ')}${result.unknown.length > 8 ? ', …' : ''}).`
      : '';
    console.log(
      `${result.entries.toLocaleString('en')} references: ${result.rows.toLocaleString('en')} rows ` +
        `for HS 2022 subheadings (${result.added.toLocaleString('en')} added, ` +
        `${result.removed.toLocaleString('en')} removed; ${result.older.toLocaleString('en')} ` +
        `references of an older edition mapped).${unknownCodes} ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  });
} catch (error) {
  bar.done();
  if (error instanceof VocabularyImportError) {
    console.error(`Import stopped: ${error.message}. The database was left as it was before.`);
    process.exit(1);
  }
  throw error;
}

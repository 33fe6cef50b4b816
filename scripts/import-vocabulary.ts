import { migrate } from '../lib/db/connect';
import type { Db } from '../lib/db/types';
import {
  importTranslationsFile,
  TRANSLATION_SOURCES,
  type TranslationSource,
} from '../lib/hs/vocabulary/import-translations';
import {
  importVocabularyFile,
  VOCABULARY_SOURCES,
  VocabularyImportError,
  type VocabularySource,
} from '../lib/hs/vocabulary/import-vocabulary';

import { describe, withDatabase } from './open-database';
import { progressBar } from './progress-bar';

// `npm run data:import-vocabulary -- <source> [<file>] [--force]` (issue 55, item 1): the HS
// finder's words from outside the nomenclature. An official tariff's everyday words, today the UK
// Trade Tariff's search references (data/uk-search-references/), as extra text of the HS 2022
// subheadings they lead to (codes of an older edition mapped through the correlation tables); a
// bilingual dictionary's pairs, today FreeDict's English-Arabic (data/freedict-eng-ara/), so an
// Arabic word also reads as its English words; a lexical database's, WordNet's nouns
// (data/wordnet-nouns/), so an everyday English noun no term begins reads as the words of its
// meaning. The shipped file is the default. The file is read
// whole and checked before anything is written; a malformed one stops the import, naming the entry
// (or line) and its byte offset, and leaves the database as it was. A rerun of the same file
// changes nothing; one that would remove more than half of the source's rows is refused unless
// --force is given.

const SOURCES = { ...VOCABULARY_SOURCES, ...TRANSLATION_SOURCES };
const USAGE =
  'Usage: npm run data:import-vocabulary -- <source> [<file>] [--force]\n' +
  `  sources: ${Object.entries(SOURCES)
    .map(([source, { file }]) => `${source} (shipped: ${file})`)
    .join(', ')}\n` +
  '  --force  replace the rows even when the file would remove more than half of them';

const args = process.argv.slice(2);
const positional = args.filter((arg) => !arg.startsWith('--'));
const unknown = args.find((arg) => arg.startsWith('--') && arg !== '--force');
const [source, file, extra] = positional;
if (!source || !(source in SOURCES) || extra || unknown) {
  console.error(`${unknown ? `Unknown option ${unknown}.\n` : ''}${USAGE}`);
  process.exit(2);
}
const path = file ?? SOURCES[source as keyof typeof SOURCES].file;
const force = args.includes('--force');
const count = (value: number) => value.toLocaleString('en');

const bar = progressBar(process.stderr);
const show = ({ phase, done, total }: { phase: string; done: number; total: number }) =>
  bar.update(
    total === 0 ? 1 : done / total,
    `${phase} · ${count(done)} of ${count(total)}` +
      (phase === 'reading' ? ' bytes' : phase === 'mapping' ? ' subheadings' : ' rows'),
  );

/** The references of an official tariff's index; what the import did, in a sentence. */
async function importReferences(db: Db, kind: VocabularySource): Promise<string> {
  const result = await importVocabularyFile(db, kind, path, { onProgress: show, force });
  const unknownCodes = result.unknown.length
    ? ` ${result.unknown.length} subheading${result.unknown.length === 1 ? '' : 's'} no edition ` +
      `knows left out (${result.unknown.slice(0, 8).join(', ')}${result.unknown.length > 8 ? ', …' : ''}).`
    : '';
  return (
    `${count(result.entries)} references: ${count(result.rows)} rows for HS 2022 subheadings ` +
    `(${count(result.added)} added, ${count(result.removed)} removed; ${count(result.older)} ` +
    `references of an older edition mapped).${unknownCodes}`
  );
}

/** A dictionary's or lexical database's pairs; what the import did, in a sentence. */
async function importTranslations(db: Db, kind: TranslationSource): Promise<string> {
  const result = await importTranslationsFile(db, kind, path, { onProgress: show, force });
  return `${count(result.rows)} ${TRANSLATION_SOURCES[kind].what} (${count(result.added)} added, ${count(result.removed)} removed).`;
}

try {
  await withDatabase(async (connection) => {
    await migrate(connection);
    console.log(`Importing ${path} (${source}) into ${describe(connection)}.`);
    const started = Date.now();
    const summary =
      source in TRANSLATION_SOURCES
        ? await importTranslations(connection.db, source as TranslationSource)
        : await importReferences(connection.db, source as VocabularySource);
    bar.done();
    console.log(`${summary} ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  });
} catch (error) {
  bar.done();
  if (error instanceof VocabularyImportError) {
    console.error(`Import stopped: ${error.message}. The database was left as it was before.`);
    process.exit(1);
  }
  throw error;
}

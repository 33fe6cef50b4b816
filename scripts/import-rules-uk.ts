import { migrate } from '../lib/db/connect';
import { importUkRules, type UkImportProgress } from '../lib/rules-of-origin-uk/import-uk-rules';
import { UkRulesFormatError } from '../lib/rules-of-origin-uk/rule-files';

import { describe, withDatabase } from './open-database';
import { progressBar } from './progress-bar';

// `npm run data:import-rules-uk -- <folder>` (issue 46): imports a release of the UK–Jordan
// product-specific rules of origin (rule-sets.json, scheme.json, the guidance texts and their
// Arabic summaries, as data/rules-of-origin-uk-jordan holds them) over the old one, in one
// transaction. A malformed file stops the import, names the position, and leaves the database as
// it was.

const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error(
    'Usage: npm run data:import-rules-uk -- <folder, e.g. data/rules-of-origin-uk-jordan>',
  );
  process.exit(2);
}

const bar = progressBar(process.stderr);
const show = ({ phase, done, total }: UkImportProgress) =>
  bar.update(
    total === 0 ? 1 : done / total,
    `${phase} · ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`,
  );

try {
  await withDatabase(async (connection) => {
    await migrate(connection);
    console.log(`Importing ${folder} into ${describe(connection)}.`);
    const result = await importUkRules(connection.db, folder, { onProgress: show });
    bar.done();
    console.log(
      `${result.sets} rule sets and ${result.rules} rules imported` +
        (result.duplicates > 0
          ? ` (${result.duplicates} exact duplicate${result.duplicates === 1 ? '' : 's'} of a set left out).`
          : '.'),
    );
  });
} catch (error) {
  bar.done();
  if (error instanceof UkRulesFormatError) {
    console.error(`Import stopped: ${error.message}. The rules were left as they were before.`);
    process.exit(1);
  }
  throw error;
}

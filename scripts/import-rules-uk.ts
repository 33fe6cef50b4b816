import { migrate } from '../lib/db/connect';
import { importUkRules, type UkImportProgress } from '../lib/rules-of-origin-uk/import-uk-rules';
import { UkRulesFormatError } from '../lib/rules-of-origin-uk/rule-files';

import { describe, withDatabase } from './open-database';
import { progressBar } from './progress-bar';

// `npm run data:import-rules-uk -- <folder>` (issue 46): imports a release of the UK–Jordan
// product-specific rules of origin (rule-sets.json, scheme.json, the guidance texts and their
// Arabic summaries, as data/rules-of-origin-uk-jordan holds them) over the old one, in one
// transaction. A malformed file stops the import, names the position, and leaves the database as
// it was. Issue 56: only the files inside the folder are read (a symbolic link, or a file over its
// size, stops the import: lib/imports/safe-files.ts), and a release that would remove more than
// half of the rule sets or rules there now is refused unless --force is given.

const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--'));
const force = args.includes('--force');
const unknown = args.find((arg) => arg.startsWith('--') && arg !== '--force');
if (!folder || unknown) {
  console.error(
    (unknown ? `Unknown option ${unknown}.\n` : '') +
      'Usage: npm run data:import-rules-uk -- <folder, e.g. data/rules-of-origin-uk-jordan> [--force]\n' +
      '  --force  replace the rules even when the release would remove more than half of them',
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
    const result = await importUkRules(connection.db, folder, { onProgress: show, force });
    bar.done();
    console.log(
      `${result.sets} rule sets and ${result.rules} rules imported` +
        (result.duplicates > 0
          ? ` (${result.duplicates} exact duplicate${result.duplicates === 1 ? '' : 's'} of a set left out).`
          : '.'),
    );
  });
  const { rss } = process.memoryUsage();
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(`Memory: ${Math.round(rss / 2 ** 20)} MB now, ${Math.round(peak)} MB at most.`);
} catch (error) {
  bar.done();
  if (error instanceof UkRulesFormatError) {
    console.error(`Import stopped: ${error.message}. The rules were left as they were before.`);
    process.exit(1);
  }
  throw error;
}

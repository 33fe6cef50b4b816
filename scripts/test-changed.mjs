// `npm run test:changed [-- <base>] [--dry-run]`: for development, the tests of what changed since
// `base` (default: where this branch left main), committed or not. CI and `npm test` run everything.
//
// 1. `vitest run --changed <base>`: the Vitest files that are, or import, a changed file.
// 2. The journeys of the changed domains (scripts/changed-scope.mjs says how it decides), with the
//    specs Playwright's `--only-changed=<base>` finds (a changed spec, or one importing a changed
//    helper); every journey when a shared layer changed. One Playwright run, which builds the app
//    first when a source is newer than the build (scripts/start.mjs).
//
// --dry-run prints the plan and runs nothing. docs/decisions/test-suite-build-cache.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { changedScope } from './changed-scope.mjs';
import { journeysByDomain } from './journey-map.mjs';

const root = process.cwd();
const bin = path.join(root, 'node_modules', '.bin');
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const baseArgument = args.find((arg) => !arg.startsWith('--'));

function git(...gitArgs) {
  const result = spawnSync('git', gitArgs, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** The commit to compare with: the given ref, or where HEAD left main (origin/main). */
function baseCommit() {
  if (baseArgument) {
    const commit = git('rev-parse', '--verify', `${baseArgument}^{commit}`);
    if (!commit) throw new Error(`No commit ${baseArgument}.`);
    return commit;
  }
  for (const ref of ['main', 'origin/main']) {
    const commit = git('merge-base', 'HEAD', ref);
    if (commit) return commit;
  }
  throw new Error('No main branch to compare with: name a base (npm run test:changed -- <ref>).');
}

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const filesUnder = (folder, pattern) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => `${folder}/${name.split(path.sep).join('/')}`)
    .map((file) => ({ file, text: read(file) }));

/** Each domain's journeys, from the files as they are now. */
export function currentJourneyMap() {
  return journeysByDomain({
    features: filesUnder('features', /\.tsx?$/),
    app: filesUnder('app', /\.tsx?$/),
    specs: filesUnder('e2e', /\.spec\.ts$/).filter(({ file }) => !file.includes('/', 4)),
  });
}

/** The specs Playwright's --only-changed picks (changed, or importing a changed file). */
function playwrightChanged(base) {
  const result = spawnSync(
    path.join(bin, 'playwright'),
    ['test', '--list', `--only-changed=${base}`],
    { encoding: 'utf8' },
  );
  const files = [...(result.stdout ?? '').matchAll(/› ([\w./-]+\.spec\.ts):\d+:\d+ ›/g)];
  return [...new Set(files.map((match) => `e2e/${match[1]}`))];
}

function run(command, commandArgs) {
  console.log(`\n$ ${[command, ...commandArgs].join(' ')}`);
  if (dryRun) return 0;
  const result = spawnSync(path.join(bin, command), commandArgs, { stdio: 'inherit' });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const base = baseCommit();
    const changed = [
      ...new Set([
        ...(git('diff', '--name-only', base) ?? '').split('\n'),
        ...(git('ls-files', '--others', '--exclude-standard') ?? '').split('\n'),
      ]),
    ].filter(Boolean);
    console.log(`Changed since ${base.slice(0, 10)}: ${changed.length} files.`);
    const scope = changedScope(changed, currentJourneyMap(), (file) =>
      existsSync(path.join(root, file)) ? read(file) : undefined,
    );
    for (const reason of scope.reasons) console.log(`  ${reason}`);
    const unitOutcome = run('vitest', ['run', '--changed', base, '--passWithNoTests']);
    let journeyOutcome = 0;
    if (scope.all) {
      console.log(`\nEvery journey: ${scope.all}.`);
      journeyOutcome = run('playwright', ['test']);
    } else {
      const specs = [...new Set([...scope.journeys, ...playwrightChanged(base)])].sort();
      if (specs.length === 0) console.log('\nNo journey to run.');
      else journeyOutcome = run('playwright', ['test', ...specs]);
    }
    process.exit(unitOutcome || journeyOutcome);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}

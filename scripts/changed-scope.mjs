// Which journeys a set of changed files calls for (`npm run test:changed`, issue 54). Every
// changed file is one of:
//
// - a shared layer (components/, lib/, messages/, public/, data/, the app's layouts and root
//   files, the server's scripts, the build's and Playwright's configuration): every journey;
// - a domain (features/<domain>/…): that domain's journeys (scripts/journey-map.mjs);
// - a page or API file of app/: the journeys of the domains it imports, every journey when it
//   imports none (nothing says what it shows);
// - a journey or its support (e2e/…): Playwright's own --only-changed finds the specs that are or
//   import a changed file; scripts/test-changed.mjs adds them;
// - anything else (docs, tests/, other scripts): no journey (Vitest's --changed runs the tests).
import { importedDomains, SHARED_DOMAINS } from './journey-map.mjs';

const SHARED_FOLDERS = ['components/', 'lib/', 'messages/', 'public/', 'data/', 'scripts/server/'];

const SHARED_FILES = [
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'proxy.ts',
  'tsconfig.json',
  'playwright.config.ts',
  'e2e/global-setup.ts',
  'scripts/start.mjs',
  'scripts/prepare-database.ts',
  'scripts/compile-hints.mjs',
  'scripts/build-freshness.mjs',
];

/** Next's files that wrap every page below them (and app/'s own files, e.g. the sitemap). */
const WRAPPING_FILE = /(^|\/)(layout|template|error|global-error|not-found|loading|default)\.tsx?$/;

/**
 * The journeys for `changed` (paths relative to the root), given each domain's journeys and a
 * reader of a changed app file's text (undefined when it was deleted). Returns { all, journeys,
 * reasons }: `all` with the first file that calls for every journey, else the spec files.
 */
export function changedScope(changed, journeysOf, readAppFile) {
  const journeys = new Set();
  const reasons = [];
  const everything = (file, why) => ({ all: `${file} (${why})`, journeys: [], reasons });
  for (const file of changed) {
    if (SHARED_FILES.includes(file) || SHARED_FOLDERS.some((folder) => file.startsWith(folder))) {
      return everything(file, 'a shared layer');
    }
    const feature = /^features\/([^/]+)\//.exec(file);
    if (feature) {
      const domain = feature[1];
      const found = journeysOf.get(domain);
      if (!found) return everything(file, 'a domain the map does not know yet');
      found.forEach((spec) => journeys.add(spec));
      reasons.push(`${file}: the journeys of ${domain} (${found.length})`);
      continue;
    }
    if (file.startsWith('app/')) {
      if (!file.slice('app/'.length).includes('/') || WRAPPING_FILE.test(file)) {
        return everything(file, "a layout or the app's own file");
      }
      const text = readAppFile(file);
      const domains = text === undefined ? [] : [...importedDomains(text)];
      // A console page of the kit alone (the dashboard) is the kit's.
      const own = domains.some((domain) => !SHARED_DOMAINS.includes(domain))
        ? domains.filter((domain) => !SHARED_DOMAINS.includes(domain))
        : domains;
      if (own.length === 0) return everything(file, 'a page that imports no domain');
      for (const domain of own)
        (journeysOf.get(domain) ?? []).forEach((spec) => journeys.add(spec));
      reasons.push(`${file}: the journeys of ${own.join(', ')}`);
      continue;
    }
    if (file.startsWith('e2e/')) reasons.push(`${file}: Playwright's --only-changed`);
  }
  return { all: undefined, journeys: [...journeys].sort(), reasons };
}

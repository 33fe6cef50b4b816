// Which journeys (e2e/*.spec.ts) show a feature domain (features/<domain>), derived from the code
// rather than kept by hand, for `npm run test:changed` (scripts/test-changed.mjs, issue 54):
//
// - by name: a spec whose name begins with the domain's words (`news` → news.spec.ts,
//   news-revalidation.spec.ts, console-news.spec.ts; `hs-codes` → hs-code-field.spec.ts: plurals
//   fold to the singular, and a `console-` prefix is dropped; the `console` kit's own are all
//   console-*.spec.ts);
// - by address: a spec that opens an address whose pages import the domain and no other (the
//   console kit aside): app/[locale]/trade-leads/page.tsx imports @/features/trade-leads, so a
//   spec naming `/trade-leads` or `consolePath('/trade-leads'`; /profile, whose pages import
//   several domains, is none's;
// - by hand, for what neither finds (JOURNEYS_BY_HAND), or none with the reason (WITHOUT_JOURNEYS).
//
// Pure functions over the files' names and texts; scripts/test-changed.mjs reads the files.

/** The console's shared kit, which every console page imports: it owns no address. */
export const SHARED_DOMAINS = ['console'];

/**
 * What the names and addresses cannot find, by hand. A unit test fails when a domain has neither
 * a journey nor an entry here, and when an entry names a spec that does not exist.
 */
export const JOURNEYS_BY_HAND = {
  // Its pages are tabs of a menu page (/pages/130?tab=5), whose address belongs to content.
  'trade-flows': ['e2e/where-to-sell.spec.ts', 'e2e/interactive-data.spec.ts'],
  // The interactive data's statistics are a tab of a menu page too; their console screens are
  // component tests since issue 54.
  statistics: ['e2e/interactive-data.spec.ts'],
};

/** Domains no journey shows, and why. */
export const WITHOUT_JOURNEYS = {
  'content-tools':
    'server helpers for the staff API (audit of content tools); the API suite tests them',
  lookups: 'reference lists read by other domains; their pages are the journeys of those domains',
};

const FEATURE_IMPORT = /['"]@\/features\/([a-z0-9-]+)[/'"]/g;

/** The words of a name, plurals folded to the singular (`hs-codes` → hs, code). */
function words(name) {
  return name
    .split('-')
    .map((word) => word.replace(/(?<=[a-z]{3})(?:ies|s)$/, (end) => (end === 'ies' ? 'y' : '')));
}

const startsWith = (whole, part) => part.every((word, index) => whole[index] === word);

/** The domains a file's text imports (`@/features/<domain>`). */
export function importedDomains(text) {
  return new Set([...text.matchAll(FEATURE_IMPORT)].map((match) => match[1]));
}

/**
 * The address a file under app/ serves, up to its first dynamic segment: without the locale,
 * route groups and the console's own prefix; undefined for the API, private folders (`_name`)
 * and the home page (every journey opens it).
 */
export function routeOf(file) {
  const segments = file.split('/').slice(1, -1);
  if (segments[0] === 'api') return undefined;
  if (segments[0] === 'console') segments.splice(0, 1);
  const address = [];
  for (const segment of segments) {
    if (segment === '[locale]' || /^\(.*\)$/.test(segment)) continue;
    if (segment.startsWith('_')) return undefined;
    if (segment.startsWith('[')) break;
    address.push(segment);
  }
  return address.length > 0 ? `/${address.join('/')}` : undefined;
}

/**
 * Whether a spec's text names an address: `'/news'`, `'/ar/news/3'`, `${prefix}/news`,
 * `consolePath('/news'`, not `/api/news` nor `/auth/login` for `/login`.
 */
export function namesAddress(text, address) {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w./-])(?:/ar)?(?:/admin)?${escaped}(?![\\w-])`).test(text);
}

/**
 * The journeys of each domain. `features`: the files under features/ ({ file, text }); `app`: the
 * files under app/; `specs`: the e2e/*.spec.ts files. Returns a Map of domain → sorted spec files.
 */
export function journeysByDomain({ features, app, specs }) {
  const domains = [...new Set(features.map(({ file }) => file.split('/')[1]))].sort();

  const direct = new Map(domains.map((domain) => [domain, new Set()]));
  const specName = (file) => file.replace(/^e2e\//, '').replace(/\.spec\.ts$/, '');
  for (const domain of domains) {
    const domainWords = words(domain);
    for (const { file } of specs) {
      const name = specName(file);
      const named = words(name);
      const unprefixed = name.startsWith('console-') ? words(name.slice('console-'.length)) : named;
      if (startsWith(named, domainWords) || startsWith(unprefixed, domainWords)) {
        direct.get(domain).add(file);
      }
    }
  }

  // Each address's domains; one served by pages of several (/profile, /login) is no domain's own.
  const owners = new Map();
  for (const { file, text } of app) {
    const address = routeOf(file);
    if (!address) continue;
    if (!owners.has(address)) owners.set(address, new Set());
    for (const domain of importedDomains(text)) {
      if (!SHARED_DOMAINS.includes(domain)) owners.get(address).add(domain);
    }
  }
  for (const [address, domainsOfAddress] of owners) {
    if (domainsOfAddress.size !== 1) continue;
    const [domain] = domainsOfAddress;
    for (const { file, text } of specs) {
      if (namesAddress(text, address)) direct.get(domain)?.add(file);
    }
  }

  const journeys = new Map();
  for (const domain of domains) {
    const byHand = JOURNEYS_BY_HAND[domain] ?? [];
    journeys.set(domain, [...new Set([...direct.get(domain), ...byHand])].sort());
  }
  return journeys;
}

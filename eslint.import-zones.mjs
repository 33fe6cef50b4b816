// The import direction of docs/architecture.md, as zones of import/no-restricted-paths:
//   lib, components  →  features  →  app
// Features are layered: a feature imports only features listed before it (so no cycle can form),
// and never another feature's server/ (its queries, commands and routes stay its own).
import fs from 'node:fs';

/**
 * Every folder of features/, lowest layer first. A new domain must be added here (the lint fails
 * until it is), after the features it imports and before those that import it.
 */
export const FEATURE_LAYERS = [
  // The console's shell and kit (issue 24): every domain's console UI builds on it.
  'console',
  // Pictures in rich text and the preview of drafts, shared by every content area (issue 29).
  'content-tools',
  'lookups',
  'content',
  'contact',
  'news',
  'sponsors',
  'faq',
  'guide',
  'enquiries',
  // Sanctions lists and screening names against them (issue 47): companies, buyers, buyer messages
  // and trade leads screen their subjects, so it sits below them.
  'screening',
  'companies',
  'account',
  'auth',
  'home',
  'staff-auth',
  'approvals',
  'members',
  'institutions',
  'experts',
  'buyers',
  'buyer-messages',
  'credentials',
  // The HS nomenclature and its finder (issue 37): it reads members' approved products as synonyms;
  // market access, the data centre and the search read its codes.
  'hs-codes',
  'agreements',
  // GDP, population, exchange rates and VAT by market, imported from open data (issue 58).
  'market-indicators',
  // A product's duties and rules of origin with a partner under Jordan's agreements (issue 37).
  'market-access',
  // Trade flows by product imported from BACI, and the "Where to sell" pages (issue 38).
  'trade-flows',
  // The landed cost of a product in one or several markets (issue 58).
  'landed-cost',
  // Markets side by side for a product (issue 58): flows, access, indicators, a landed-cost column.
  'market-comparison',
  'events',
  // The publications catalogue and its gated downloads (issue 26).
  'publications',
  // Export opportunities staff publish and members' interest in them (issue 39).
  'trade-leads',
  // The public register of trade barriers, published in two staff steps (issue 39).
  'trade-barriers',
  // A company's export plan from what the portal knows, its PDF and its sending to the agency (issue 59).
  'export-plan',
  // E-mail alerts: subscriptions, double opt-in, digests of what became public (issue 39).
  'alerts',
  // Atom feeds, the JSON data's conditions, the /data.json catalogue and /open-data (issue 39).
  'open-data',
  // Interactive data, the data centre and their console (issue 26).
  'statistics',
  // The one search over every domain's public records (issue 28): it reads them all.
  'search',
];

/** Deliberate exceptions: `{ importer, imported, reason }` (none today). */
export const FEATURE_IMPORT_EXCEPTIONS = [];

const present = fs.existsSync('features') ? fs.readdirSync('features') : [];
const unlisted = present.filter((name) => !FEATURE_LAYERS.includes(name));
if (unlisted.length > 0) {
  throw new Error(
    `eslint.import-zones.mjs: add features/${unlisted.join(', features/')} to FEATURE_LAYERS`,
  );
}

const allowed = (importer, imported) =>
  FEATURE_IMPORT_EXCEPTIONS.some((e) => e.importer === importer && e.imported === imported);

const layerZones = FEATURE_LAYERS.flatMap((importer, index) =>
  FEATURE_LAYERS.flatMap((imported, otherIndex) => {
    if (importer === imported || allowed(importer, imported)) return [];
    if (otherIndex > index) {
      return [
        {
          target: `./features/${importer}`,
          from: `./features/${imported}`,
          message: `features/${importer} sits below features/${imported} in FEATURE_LAYERS (eslint.import-zones.mjs): importing it would allow a cycle. Move the shared piece down (to lib/, components/ or a lower feature).`,
        },
      ];
    }
    return [
      {
        target: `./features/${importer}`,
        from: `./features/${imported}/server`,
        message: `A feature never imports another feature's server/: ask features/${imported} through a public module, or let the page in app/ compose both.`,
      },
    ];
  }),
);

export const importZones = [
  {
    target: ['./lib', './components'],
    from: './features',
    message: 'lib and components are shared code below the features: they never import features/.',
  },
  {
    target: ['./lib', './components', './features'],
    from: './app',
    message: 'Nothing imports app/: pages compose features, not the other way round.',
  },
  ...layerZones,
];

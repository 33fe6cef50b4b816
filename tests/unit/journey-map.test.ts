import { existsSync, readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { changedScope } from '@/scripts/changed-scope.mjs';
import {
  journeysByDomain,
  JOURNEYS_BY_HAND,
  namesAddress,
  routeOf,
  WITHOUT_JOURNEYS,
} from '@/scripts/journey-map.mjs';
import { currentJourneyMap } from '@/scripts/test-changed.mjs';

// `npm run test:changed` (issue 54): the map from features/<domain> to its journeys, derived from
// names and addresses, and which journeys a set of changed files calls for.

const file = (name: string, text = '') => ({ file: name, text });

describe('routeOf', () => {
  it('is the address a page serves, without the locale, groups and the console prefix', () => {
    expect(routeOf('app/[locale]/trade-leads/page.tsx')).toBe('/trade-leads');
    expect(routeOf('app/[locale]/trade-leads/[id]/page.tsx')).toBe('/trade-leads');
    expect(routeOf('app/console/[locale]/(staff)/screening/hits/[id]/page.tsx')).toBe(
      '/screening/hits',
    );
  });

  it('is none for the API, private folders and the home page', () => {
    expect(routeOf('app/api/domain-routes.ts')).toBeUndefined();
    expect(routeOf('app/[locale]/_compositions/buyers/list.tsx')).toBeUndefined();
    expect(routeOf('app/[locale]/page.tsx')).toBeUndefined();
  });
});

describe('namesAddress', () => {
  it.each([
    ["page.goto('/news')", '/news'],
    ["page.goto('/ar/news/3')", '/news'],
    ['page.goto(`${prefix}/news`)', '/news'],
    ["page.goto(consolePath('/news', 'ar'))", '/news'],
  ])('finds %s for %s', (text, address) => {
    expect(namesAddress(text, address)).toBe(true);
  });

  it.each([
    ["request.get('/api/news')", '/news'],
    ["page.goto('/auth/login')", '/login'],
    ["page.goto('/newsletter')", '/news'],
  ])('does not take %s for %s', (text, address) => {
    expect(namesAddress(text, address)).toBe(false);
  });
});

describe('journeysByDomain', () => {
  const features = [
    file('features/news/server/list.ts'),
    file('features/hs-codes/api/routes.ts'),
    file('features/console/components/record-list.tsx'),
    file('features/trade-leads/server/leads.ts'),
    file('features/account/server/profile.ts'),
  ];
  const app = [
    file('app/[locale]/trade-leads/page.tsx', "import { x } from '@/features/trade-leads/server';"),
    file(
      'app/console/[locale]/(staff)/trade-leads/page.tsx',
      "import '@/features/console/components';\nimport '@/features/trade-leads/server';",
    ),
    file(
      'app/[locale]/profile/page.tsx',
      "import '@/features/account/x';\nimport '@/features/news/y';",
    ),
  ];
  const specs = [
    file('e2e/news.spec.ts'),
    file('e2e/news-revalidation.spec.ts'),
    file('e2e/console-news.spec.ts'),
    file('e2e/hs-code-field.spec.ts'),
    file('e2e/leads-board.spec.ts', "await page.goto(consolePath('/trade-leads', 'en'));"),
    file('e2e/member.spec.ts', "await page.goto('/profile');"),
  ];
  const map = journeysByDomain({ features, app, specs });

  it("finds a domain's journeys by name, plurals folded and the console prefix dropped", () => {
    expect(map.get('news')).toEqual([
      'e2e/console-news.spec.ts',
      'e2e/news-revalidation.spec.ts',
      'e2e/news.spec.ts',
    ]);
    expect(map.get('hs-codes')).toEqual(['e2e/hs-code-field.spec.ts']);
  });

  it('finds them by an address whose pages import the domain alone (the console kit aside)', () => {
    expect(map.get('trade-leads')).toEqual(['e2e/leads-board.spec.ts']);
  });

  it('gives an address shared by several domains to none of them', () => {
    expect(map.get('account')).toEqual([]);
  });

  it('gives the console kit every console journey', () => {
    expect(map.get('console')).toEqual(['e2e/console-news.spec.ts']);
  });
});

describe("the portal's map", () => {
  const map = currentJourneyMap();
  const domains = readdirSync('features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('gives every domain a journey, or says in WITHOUT_JOURNEYS why it has none', () => {
    const missing = domains.filter(
      (domain) => (map.get(domain) ?? []).length === 0 && !(domain in WITHOUT_JOURNEYS),
    );
    expect(missing, 'add journeys, or an entry in scripts/journey-map.mjs').toEqual([]);
  });

  it('says a domain has no journey only while that is so, and only of real domains', () => {
    for (const domain of Object.keys(WITHOUT_JOURNEYS)) {
      expect(domains).toContain(domain);
      expect(map.get(domain)).toEqual([]);
    }
  });

  it('names, by hand, only specs and domains that exist', () => {
    for (const [domain, specs] of Object.entries(JOURNEYS_BY_HAND)) {
      expect(domains).toContain(domain);
      for (const spec of specs) expect(existsSync(spec), spec).toBe(true);
    }
  });

  it('finds the news journeys for the news domain', () => {
    expect(map.get('news')).toEqual(expect.arrayContaining(['e2e/news.spec.ts']));
  });
});

describe('changedScope', () => {
  const journeys = new Map([
    ['news', ['e2e/news.spec.ts']],
    ['screening', ['e2e/screening.spec.ts']],
    ['console', ['e2e/console-news.spec.ts']],
  ]);
  const pages: Record<string, string> = {
    'app/[locale]/news/page.tsx': "import '@/features/news/server';",
    'app/console/[locale]/(staff)/page.tsx': "import '@/features/console/components';",
    'app/[locale]/views/about/page.tsx': "import '@/components/layout';",
  };
  const scope = (changed: string[]) => changedScope(changed, journeys, (name) => pages[name]);

  it("runs a changed domain's journeys, and those of a page's domains", () => {
    const result = scope(['features/news/server/list.ts', 'app/[locale]/news/page.tsx']);
    expect(result.all).toBeUndefined();
    expect(result.journeys).toEqual(['e2e/news.spec.ts']);
  });

  it("runs the console kit's journeys for a console page of the kit alone", () => {
    expect(scope(['app/console/[locale]/(staff)/page.tsx']).journeys).toEqual([
      'e2e/console-news.spec.ts',
    ]);
  });

  it.each([
    'components/layout/header.tsx',
    'lib/db/schema.ts',
    'messages/ar.json',
    'app/[locale]/layout.tsx',
    'app/console/[locale]/(staff)/error.tsx',
    'app/sitemap.ts',
    'next.config.ts',
    'package-lock.json',
    'scripts/server/serve.mjs',
    'e2e/global-setup.ts',
    'app/[locale]/views/about/page.tsx',
    'app/[locale]/gone/page.tsx',
    'features/brand-new/server/x.ts',
  ])('runs every journey when %s changed', (changed) => {
    expect(scope(['features/news/server/list.ts', changed]).all).toMatch(changed);
  });

  it('runs no journey for docs and tests, and leaves changed specs to --only-changed', () => {
    const result = scope(['docs/testing.md', 'tests/unit/x.test.ts', 'e2e/news.spec.ts']);
    expect(result).toMatchObject({ all: undefined, journeys: [] });
    expect(result.reasons).toEqual(["e2e/news.spec.ts: Playwright's --only-changed"]);
  });
});

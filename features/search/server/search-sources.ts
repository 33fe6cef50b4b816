import 'server-only';

import type { SearchSource } from './search-source';
import { agreementsSource } from './sources/agreements';
import { companiesSource } from './sources/companies';
import { contentPagesSource } from './sources/content-pages';
import { eventsSource } from './sources/events';
import { expertsSource } from './sources/experts';
import { ftaCountriesSource } from './sources/fta-countries';
import { institutionsSource } from './sources/institutions';
import { newsSource } from './sources/news';
import { productsSource, servicesSource } from './sources/offerings';
import { publicationsSource } from './sources/publications';

// Every source of the search index (issue 28), one line each: the rebuild reads them all, the
// write-path hook finds the sources of a changed table here, and tests/api/search-sources.test.ts
// walks each (found by a word of its title in both languages, gone once it is not public).

export const SEARCH_SOURCES: readonly SearchSource[] = [
  contentPagesSource,
  newsSource,
  eventsSource,
  agreementsSource,
  ftaCountriesSource,
  institutionsSource,
  publicationsSource,
  companiesSource,
  productsSource,
  servicesSource,
  expertsSource,
];

/** The tables whose changes the index follows. */
export const INDEXED_ENTITIES: ReadonlySet<string> = new Set(
  SEARCH_SOURCES.flatMap((source) => Object.keys(source.entities)),
);

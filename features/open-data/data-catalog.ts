import type { IndicatorDataset } from '@/lib/db/schema/market-indicators';
import { feedUrl } from '@/lib/feeds/feed-paths';
import { localePath } from '@/lib/i18n/locale-path';
import { locales } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/urls';

import { DATA_CATALOG_PATH, OPEN_DATA_PATH } from './collection-paths';
import { DATASETS, OPEN_DATA_LICENCE, type DatasetKey } from './datasets';
import type { CatalogDataset, DataCatalog, Distribution } from './schemas';
import { SOURCED_DATASETS, SOURCED_DATASETS_PATH, sourcedAnchor } from './sourced-datasets';

// /data.json: the catalogue of the portal's open data in the shape of DCAT-US 1.1 (Project Open
// Data's metadata schema): one dataset per collection, each with its JSON endpoint and its Atom
// feeds as distributions, its licence, publisher, contact and latest update. bureauCode and
// programCode are for the US federal government and are left out (docs/decisions/open-data.md "Open data").
// Its shape is `dataCatalogSchema` (schemas.ts).

export const DCAT_US_CONTEXT = 'https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld';
export const DCAT_US_SCHEMA = 'https://project-open-data.cio.gov/v1.1/schema';
export const DCAT_US_DESCRIBED_BY = 'https://project-open-data.cio.gov/v1.1/schema/catalog.json';

export type CatalogTexts = {
  publisher: string;
  contactName: string;
  contactEmail: string;
  /** Each dataset's title and description (English: the catalogue's language). */
  datasets: Readonly<Record<DatasetKey, { title: string; description: string }>>;
  /** The market indicators' datasets of others (issue 58): each title and description. */
  sourced: Readonly<Record<IndicatorDataset, { title: string; description: string }>>;
  sourcedJsonTitle: string;
  jsonTitle: string;
  feedTitle: Readonly<Record<(typeof locales)[number], string>>;
};

export type CatalogInput = {
  siteUrl: string;
  texts: CatalogTexts;
  /** Each collection's latest change (RFC 3339 or a day); null when it holds nothing yet. */
  modified: Readonly<Record<DatasetKey, string | null>>;
  /** The day the catalogue is written, for a collection without a record. */
  today: string;
};

export function buildDataCatalog({ siteUrl, texts, modified, today }: CatalogInput): DataCatalog {
  const url = (path: string) => absoluteUrl(path, siteUrl);
  const dataset = DATASETS.map((item): CatalogDataset => {
    const json: Distribution = {
      '@type': 'dcat:Distribution',
      title: texts.jsonTitle,
      mediaType: 'application/json',
      format: 'JSON',
      accessURL: url(item.apiPath),
      describedBy: url('/api/openapi.json'),
    };
    const { feed } = item;
    const feeds: Distribution[] = feed
      ? locales.map((locale) => ({
          '@type': 'dcat:Distribution',
          title: texts.feedTitle[locale],
          mediaType: 'application/atom+xml',
          format: 'Atom',
          downloadURL: feedUrl(feed, locale, siteUrl),
        }))
      : [];
    return {
      '@type': 'dcat:Dataset',
      identifier: url(`${OPEN_DATA_PATH}#${item.key}`),
      title: texts.datasets[item.key].title,
      description: texts.datasets[item.key].description,
      keyword: [...item.keywords],
      modified: modified[item.key] ?? today,
      publisher: { '@type': 'org:Organization', name: texts.publisher },
      contactPoint: {
        '@type': 'vcard:Contact',
        fn: texts.contactName,
        hasEmail: `mailto:${texts.contactEmail}`,
      },
      accessLevel: 'public',
      license: OPEN_DATA_LICENCE.url,
      landingPage: url(`${localePath(OPEN_DATA_PATH, 'en')}#${item.key}`),
      language: ['en', 'ar'],
      distribution: [json, ...feeds],
    };
  });
  // Issue 58: others' open data the portal imports, under their publisher and licence.
  const sourced = SOURCED_DATASETS.map((item): CatalogDataset => ({
    '@type': 'dcat:Dataset',
    identifier: url(`${OPEN_DATA_PATH}#${sourcedAnchor(item.key)}`),
    title: texts.sourced[item.key].title,
    description: texts.sourced[item.key].description,
    keyword: [...item.keywords],
    modified: item.sourceDate,
    publisher: { '@type': 'org:Organization', name: item.publisher },
    contactPoint: {
      '@type': 'vcard:Contact',
      fn: texts.contactName,
      hasEmail: `mailto:${texts.contactEmail}`,
    },
    accessLevel: 'public',
    license: item.licence.url,
    landingPage: item.sourceUrl,
    language: ['en'],
    distribution: [
      {
        '@type': 'dcat:Distribution',
        title: texts.sourcedJsonTitle,
        mediaType: 'application/json',
        format: 'JSON',
        accessURL: url(SOURCED_DATASETS_PATH),
        describedBy: url('/api/openapi.json'),
      },
    ],
  }));
  return {
    '@context': DCAT_US_CONTEXT,
    '@id': url(DATA_CATALOG_PATH),
    '@type': 'dcat:Catalog',
    conformsTo: DCAT_US_SCHEMA,
    describedBy: DCAT_US_DESCRIBED_BY,
    dataset: [...dataset, ...sourced],
  };
}

/** Every address the catalogue names for download or access (the tests fetch each). */
export const distributionUrls = (catalog: DataCatalog): string[] =>
  catalog.dataset.flatMap((dataset) =>
    dataset.distribution.map((item) => item.downloadURL ?? item.accessURL ?? ''),
  );

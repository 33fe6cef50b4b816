import { z } from 'zod';

import { FEED_NAMES, feedNameOfSegment } from '@/lib/feeds/feed-paths';
import { locales } from '@/lib/i18n/routing';

// Issue 39 "Open data and feeds": what the domain answers outside the domains' JSON endpoints (whose
// schemas are their own): a feed's address, read back as its language and name, and the catalogue
// /data.json in the shape of DCAT-US 1.1 (Project Open Data's metadata schema).

/** /feeds/{name}.atom and /ar/feeds/{name}.atom: the locale's segment and the feed's file name. */
export const feedParamsSchema = z.object({
  locale: z.enum(locales),
  feed: z.string().transform(feedNameOfSegment).pipe(z.enum(FEED_NAMES)),
});
export type FeedParams = z.output<typeof feedParamsSchema>;

export const distributionSchema = z.object({
  '@type': z.literal('dcat:Distribution'),
  title: z.string(),
  mediaType: z.string(),
  format: z.string(),
  downloadURL: z.url().optional(),
  accessURL: z.url().optional(),
  describedBy: z.url().optional(),
});
export type Distribution = z.infer<typeof distributionSchema>;

export const catalogDatasetSchema = z.object({
  '@type': z.literal('dcat:Dataset'),
  identifier: z.string(),
  title: z.string(),
  description: z.string(),
  keyword: z.array(z.string()),
  modified: z.string(),
  publisher: z.object({ '@type': z.literal('org:Organization'), name: z.string() }),
  contactPoint: z.object({
    '@type': z.literal('vcard:Contact'),
    fn: z.string(),
    hasEmail: z.string(),
  }),
  accessLevel: z.literal('public'),
  license: z.url(),
  landingPage: z.url(),
  language: z.array(z.string()),
  distribution: z.array(distributionSchema),
});
export type CatalogDataset = z.infer<typeof catalogDatasetSchema>;

/** /data.json: the catalogue of the portal's open data. */
export const dataCatalogSchema = z.object({
  '@context': z.url(),
  '@id': z.url(),
  '@type': z.literal('dcat:Catalog'),
  conformsTo: z.url(),
  describedBy: z.url(),
  dataset: z.array(catalogDatasetSchema),
});
export type DataCatalog = z.infer<typeof dataCatalogSchema>;

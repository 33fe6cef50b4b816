import 'server-only';

import { licenceLink } from '@/lib/api/conditional-get';
import { absoluteUrl } from '@/lib/seo/urls';

import { OPEN_DATA_PATH } from '../collection-paths';
import { DATASETS, LICENCE_ANCHOR } from '../datasets';

// Issue 39 "Open data": the public data endpoints (each dataset's list and its records by id) that
// answer an ETag, a 304 to a matching If-None-Match and the licence in a Link header.

const DETAIL_PATHS = ['/news/{id}', '/trade-leads/{id}', '/trade-barriers/{id}'];

/** The endpoints' OpenAPI paths, without the /api base. */
export const OPEN_DATA_API_PATHS: readonly string[] = [
  ...DATASETS.map((dataset) => dataset.apiPath.replace(/^\/api/, '')),
  ...DETAIL_PATHS,
];

/** Their paths in the OpenAPI document (under /api). */
export const OPEN_DATA_DOCUMENT_PATHS = OPEN_DATA_API_PATHS.map((path) => `/api${path}`);

/** The same as Hono route patterns ("/news/:id"). */
export const OPEN_DATA_API_ROUTES = OPEN_DATA_API_PATHS.map((path) =>
  path.replace(/\{(\w+)\}/g, ':$1'),
);

/** The open-data page's licence section, where the endpoints' `Link` points. */
export const licencePage = (siteUrl: string) =>
  absoluteUrl(`${OPEN_DATA_PATH}#${LICENCE_ANCHOR}`, siteUrl);

/** `Link: <…/open-data#licence>; rel="license"` on the endpoints' answers. */
export const openDataLicenceLink = licenceLink(licencePage);

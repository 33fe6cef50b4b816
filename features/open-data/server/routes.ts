import 'server-only';

import { conditionalGet } from '@/lib/api/conditional-get';
import { createRouter } from '@/lib/api/router';

import { OPEN_DATA_API_ROUTES, openDataLicenceLink } from './data-endpoints';

// The open data's part of the API (issue 39). The endpoints' lists and records are their domains'
// (agreements, events, trade leads, the register, news); this sub-app, mounted before them, wraps
// each in the licence's `Link` header and an ETag with 304 to If-None-Match. The feeds and
// /data.json live outside /api: Next route handlers calling ./feed-answer.ts and ./catalog-answer.ts.
export const openDataRoutes = createRouter();

// GET /api/free-trade-agreements, events, trade-leads, trade-barriers, news and
// news/{id}, trade-leads/{id}, trade-barriers/{id} – the licence, the ETag, 304 while unchanged
for (const route of OPEN_DATA_API_ROUTES) {
  openDataRoutes.use(route, openDataLicenceLink, conditionalGet);
}

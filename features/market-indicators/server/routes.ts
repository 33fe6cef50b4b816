import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';

import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';
import { indicatorDatasets } from '@/lib/db/schema';
import { LICENCE_URLS } from '@/lib/market-indicators/indicator-sources';

import { indicatorDatasetsAnswerSchema } from '../dataset-schemas';

import { staffVatCorrectionRoutes } from './staff-routes';

// The market indicators' routes (issue 58): the datasets imported (the open-data catalogue's
// distribution of them) and the staff's corrections of the tax file; the indicators themselves are
// read by the landed cost and the comparison on the server.

const datasetsRoute = createRoute({
  method: 'get',
  path: '/market-indicators/datasets',
  tags: ['Market indicators'],
  summary: 'The open data imported for the market indicators, with source, licence and dates',
  description:
    'GDP and population (World Bank), exchange rates (FRED) and VAT / sales-tax rates ' +
    '(node-sales-tax): each dataset’s source, licence, the day of the copy imported, the day it ' +
    'was checked, and the rows the portal keeps (countries only, from 2000).',
  responses: {
    200: {
      ...jsonResponse(indicatorDatasetsAnswerSchema, 'The datasets imported'),
      headers: publicCacheHeader,
    },
  },
});

export const marketIndicatorRoutes = createRouter()
  // GET /api/market-indicators/datasets – the datasets imported, with their sources and licences
  .openapi(datasetsRoute, async (c) => {
    const rows = await c
      .get('db')
      .select()
      .from(indicatorDatasets)
      .orderBy(asc(indicatorDatasets.dataset));
    cachePublicly(c);
    const data = rows.map((row) => ({ ...row, licence_url: LICENCE_URLS[row.licence] ?? '' }));
    return c.json({ data }, 200);
  })
  .route('/', staffVatCorrectionRoutes);

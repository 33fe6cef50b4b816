import 'server-only';

import { addPublicReads } from '@/lib/api/public-reads';
import { createRouter } from '@/lib/api/router';

import { sponsorSchema } from '../schemas';

import { getSponsor, listSponsors } from './queries';

// GET /api/sponsors, /api/sponsors/{id}
export const sponsorRoutes = createRouter();
addPublicReads(
  sponsorRoutes,
  ['Sponsors'],
  [
    {
      path: '/sponsors',
      schema: sponsorSchema,
      summary:
        'Every sponsor with its status and end date (the home slider shows the current ones)',
      text: 'Sponsors',
      list: listSponsors,
    },
    {
      path: '/sponsors/{id}',
      schema: sponsorSchema,
      summary: 'One sponsor: description and tariff html',
      text: 'The sponsor',
      one: getSponsor,
    },
  ],
);

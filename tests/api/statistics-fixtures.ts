import { statistics } from '@/lib/db/schema';

import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import type { WriteContext } from './staff-writes-fixtures';

// The statistics console's writes (issue 26), one successful call each, for the staff routes walk.

const STATISTIC = {
  type: 'studies',
  title_eng: 'Walk study',
  title_ara: 'دراسة للتجربة',
  subject_eng: '',
  subject_ara: '',
  date: '2025-06-01',
  publishers: [],
  survey_period: '',
  comment_eng: '',
  comment_ara: '',
  description_eng: '',
  description_ara: '',
  premium: false,
  published: false,
  industries: [],
  geolocations: [],
  hs_codes: [],
  chart: null,
};

async function newStatistic(api: TestApi): Promise<number> {
  const [row] = await api.db
    .insert(statistics)
    .values({ ...STATISTIC, type: 'studies', identifier: `walk-${Date.now()}-${Math.random()}` })
    .returning({ id: statistics.id });
  return row!.id;
}

export const STATISTIC_WRITES: Record<string, (context: WriteContext) => Promise<Response>> = {
  'POST /api/staff/statistics': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/statistics', admin.bearer, STATISTIC),
  'PUT /api/staff/statistics/{id}': async ({ api, admin }) => {
    const id = await newStatistic(api);
    return sendJson(api, 'PUT', `/api/staff/statistics/${id}`, admin.bearer, {
      ...STATISTIC,
      version: 1,
    });
  },
  'DELETE /api/staff/statistics/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/staff/statistics/${await newStatistic(api)}`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
};

import { desc } from 'drizzle-orm';

import { events, experts, exportModes, exportTypes, institutions, pools } from '@/lib/db/schema';
import { BLANK_INSTITUTION_TEXTS, NEW_EVENT } from '@/tests/fixtures/staff-records';

import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import type { WriteContext } from './staff-writes-fixtures';

// The staff writes of the directories (experts, their pools, institutions, events and the export
// lookups) for staff-routes-walk.test.ts, as STAFF_WRITES (staff-writes-fixtures.ts) lists them.

type Fixture = (context: WriteContext) => Promise<Response>;

const INSTITUTION = {
  name: 'SAMPLE Walk Institution',
  name_ara: 'مؤسسة للتجربة',
  type_id: [4],
  mode_id: 4,
  gov_id: 12,
  ...BLANK_INSTITUTION_TEXTS,
};
const EXPERT = {
  FULL_NAME: 'Walk Expert',
  FULL_NAME_ARA: 'خبير للتجربة',
  TITLE_ENG: 'Adviser',
  TITLE_ARA: 'مستشار',
  EXPERTISE_ENG: 'Exports',
  EXPERTISE_ARA: 'التصدير',
  DESCRIPTION_ENG: 'Advises exporters.',
  DESCRIPTION_ARA: 'يقدّم المشورة للمصدّرين.',
  sectors: [3],
  languages: ['ar'],
  email: 'walk.expert@example.jo',
};
const POOL = { NAME_ENG: 'Walk pool', NAME_ARA: 'مجموعة للتجربة', experts: [] };

export async function inserted<T extends { id: number }>(rows: Promise<T[]>): Promise<number> {
  const [row] = await rows;
  return row!.id;
}

const newEvent = (api: TestApi) =>
  inserted(api.db.insert(events).values(NEW_EVENT).returning({ id: events.id }));
const newInstitution = (api: TestApi) =>
  inserted(api.db.insert(institutions).values(INSTITUTION).returning({ id: institutions.id }));
const newExpert = (api: TestApi) =>
  inserted(api.db.insert(experts).values(EXPERT).returning({ id: experts.id }));
const newPool = (api: TestApi) =>
  inserted(
    api.db
      .insert(pools)
      .values({ NAME_ENG: 'Walk', NAME_ARA: 'تجربة' })
      .returning({ id: pools.id }),
  );

async function newReference(api: TestApi, table: typeof exportTypes | typeof exportModes) {
  const [last] = await api.db.select({ id: table.id }).from(table).orderBy(desc(table.id)).limit(1);
  const id = (last?.id ?? 0) + 1;
  const names =
    table === exportTypes
      ? { type_eng: 'Walk type', type_ara: 'نوع للتجربة' }
      : { mode_eng: 'Walk mode', mode_ara: 'نمط للتجربة' };
  await api.db.insert(table).values({ id, ...names } as never);
  return id;
}

export const DIRECTORY_WRITES: Record<string, Fixture> = {
  'POST /api/staff/experts': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/experts', admin.bearer, EXPERT),
  'PUT /api/staff/experts/{id}': async ({ api, admin }) => {
    const id = await newExpert(api);
    return sendJson(api, 'PUT', `/api/staff/experts/${id}`, admin.bearer, {
      ...EXPERT,
      version: 1,
    });
  },
  'DELETE /api/staff/experts/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/staff/experts/${await newExpert(api)}`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
  'POST /api/staff/pools': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/pools', admin.bearer, POOL),
  'PUT /api/staff/pools/{id}': async ({ api, admin }) => {
    const id = await newPool(api);
    return sendJson(api, 'PUT', `/api/staff/pools/${id}`, admin.bearer, { ...POOL, version: 1 });
  },
  'DELETE /api/staff/pools/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/staff/pools/${await newPool(api)}`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
  'POST /api/staff/events': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/events', admin.bearer, { ...NEW_EVENT, published: true }),
  'PUT /api/staff/events/{id}': async ({ api, admin }) => {
    const id = await newEvent(api);
    return sendJson(api, 'PUT', `/api/staff/events/${id}`, admin.bearer, {
      ...NEW_EVENT,
      published: false,
      version: 1,
    });
  },
  'DELETE /api/staff/events/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/staff/events/${await newEvent(api)}`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
  'POST /api/staff/institutions': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/institutions', admin.bearer, INSTITUTION),
  'PUT /api/staff/institutions/{id}': async ({ api, admin }) => {
    const id = await newInstitution(api);
    return sendJson(api, 'PUT', `/api/staff/institutions/${id}`, admin.bearer, {
      ...INSTITUTION,
      version: 1,
    });
  },
  'DELETE /api/staff/institutions/{id}': async ({ api, admin }) => {
    const id = await newInstitution(api);
    return sendJson(api, 'DELETE', `/api/staff/institutions/${id}`, {
      ...admin.bearer,
      ...ifMatch(1),
    });
  },
  'POST /api/staff/export-types': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/export-types', admin.bearer, {
      type_eng: 'Walk',
      type_ara: 'تجربة',
    }),
  'PUT /api/staff/export-types/{id}': async ({ api, admin }) => {
    const id = await newReference(api, exportTypes);
    return sendJson(api, 'PUT', `/api/staff/export-types/${id}`, admin.bearer, {
      type_eng: 'Walked',
      type_ara: 'تجربة',
      version: 1,
    });
  },
  'DELETE /api/staff/export-types/{id}': async ({ api, admin }) => {
    const id = await newReference(api, exportTypes);
    return sendJson(api, 'DELETE', `/api/staff/export-types/${id}`, {
      ...admin.bearer,
      ...ifMatch(1),
    });
  },
  'POST /api/staff/export-modes': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/export-modes', admin.bearer, {
      mode_eng: 'Walk',
      mode_ara: 'تجربة',
    }),
  'PUT /api/staff/export-modes/{id}': async ({ api, admin }) => {
    const id = await newReference(api, exportModes);
    return sendJson(api, 'PUT', `/api/staff/export-modes/${id}`, admin.bearer, {
      mode_eng: 'Walked',
      mode_ara: 'تجربة',
      version: 1,
    });
  },
  'DELETE /api/staff/export-modes/{id}': async ({ api, admin }) => {
    const id = await newReference(api, exportModes);
    return sendJson(api, 'DELETE', `/api/staff/export-modes/${id}`, {
      ...admin.bearer,
      ...ifMatch(1),
    });
  },
};

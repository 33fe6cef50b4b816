import { max } from 'drizzle-orm';

import { menuChildren, menuPages } from '@/lib/db/schema';

import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 29: one successful call of each staff write of the menus (entries and pages) for the
// staff routes walk; tests/api/staff-menus.test.ts uses the same records.

let made = 0;
/** A slug no seeded or earlier record has. */
export const freshSlug = (base: string) => `${base}-${Date.now().toString(36)}-${(made += 1)}`;

export const newEntry = (slug = freshSlug('walk-entry')) => ({
  menu_id: 3,
  title_eng: 'SAMPLE Walk entry',
  title_ara: 'بند للتجربة',
  url: slug,
  url_ara: `بند-${slug}`,
  link: null as string | null,
  link_ara: null as string | null,
  a_id: null as number | null,
  status: 1,
});

export const newPage = (pageId: number, slug = freshSlug('walk-page')) => ({
  page_id: pageId,
  a_id: null as number | null,
  url: slug,
  url_ara: `صفحة-${slug}`,
  link: null as string | null,
  link_ara: null as string | null,
  nav_title_eng: '',
  nav_title_ara: '',
  title_eng: 'SAMPLE Walk page',
  title_ara: 'صفحة للتجربة',
  subtitle_eng: 'A sample page',
  subtitle_ara: 'صفحة للتجربة',
  sub_subtitle_eng: '',
  sub_subtitle_ara: '',
  content_eng: '<p>Sample content.</p>',
  content_ara: '<p>محتوى للتجربة.</p>',
  keywords: '',
  keywords_ara: '',
  image: '',
  meta_description_en: '',
  meta_description_ar: '',
  status: 1,
});

async function nextId(api: TestApi, table: typeof menuPages | typeof menuChildren) {
  const [row] = await api.db.select({ value: max(table.id) }).from(table);
  return (row?.value ?? 0) + 1;
}

/** An entry of the footer menu, straight into the table (version 1). */
export async function insertEntry(api: TestApi, fields: Partial<ReturnType<typeof newEntry>> = {}) {
  const id = await nextId(api, menuPages);
  await api.db.insert(menuPages).values({ ...newEntry(), sort: 100 + id, ...fields, id });
  return id;
}

/** A page under `entryId` (a new entry when none), straight into the table (version 1). */
export async function insertPage(
  api: TestApi,
  entryId?: number,
  fields: Partial<ReturnType<typeof newPage>> = {},
) {
  const pageId = entryId ?? (await insertEntry(api));
  const id = await nextId(api, menuChildren);
  const values = { ...newPage(pageId), menu_id: 3, sort: id, ...fields, id };
  await api.db.insert(menuChildren).values(values);
  return id;
}

type Fixture = (context: WriteContext) => Promise<Response>;

export const MENU_WRITES: Record<string, Fixture> = {
  'POST /api/staff/menu-entries': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/menu-entries', admin.bearer, newEntry()),
  'PUT /api/staff/menu-entries/{id}': async ({ api, admin }) =>
    sendJson(api, 'PUT', `/api/staff/menu-entries/${await insertEntry(api)}`, admin.bearer, {
      ...newEntry(),
      title_eng: 'SAMPLE Walked entry',
      version: 1,
    }),
  'DELETE /api/staff/menu-entries/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/staff/menu-entries/${await insertEntry(api)}`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
  'POST /api/staff/menu-entries/{id}/move': async ({ api, admin }) => {
    await insertEntry(api);
    const id = await insertEntry(api);
    return sendJson(api, 'POST', `/api/staff/menu-entries/${id}/move`, admin.bearer, {
      direction: 'up',
      version: 1,
    });
  },
  'PUT /api/staff/menu-entries/{id}/status': async ({ api, admin }) =>
    sendJson(api, 'PUT', `/api/staff/menu-entries/${await insertEntry(api)}/status`, admin.bearer, {
      status: 0,
      version: 1,
    }),
  'POST /api/staff/menu-pages': async ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/menu-pages', admin.bearer, newPage(await insertEntry(api))),
  'PUT /api/staff/menu-pages/{id}': async ({ api, admin }) => {
    const entry = await insertEntry(api);
    const id = await insertPage(api, entry);
    return sendJson(api, 'PUT', `/api/staff/menu-pages/${id}`, admin.bearer, {
      ...newPage(entry),
      title_eng: 'SAMPLE Walked page',
      version: 1,
    });
  },
  'DELETE /api/staff/menu-pages/{id}': async ({ api, admin }) =>
    sendJson(api, 'DELETE', `/api/staff/menu-pages/${await insertPage(api)}`, {
      ...admin.bearer,
      ...ifMatch(1),
    }),
  'POST /api/staff/menu-pages/{id}/move': async ({ api, admin }) => {
    const entry = await insertEntry(api);
    await insertPage(api, entry);
    const id = await insertPage(api, entry);
    return sendJson(api, 'POST', `/api/staff/menu-pages/${id}/move`, admin.bearer, {
      direction: 'up',
      version: 1,
    });
  },
  'PUT /api/staff/menu-pages/{id}/status': async ({ api, admin }) =>
    sendJson(api, 'PUT', `/api/staff/menu-pages/${await insertPage(api)}/status`, admin.bearer, {
      status: 0,
      version: 1,
    }),
};

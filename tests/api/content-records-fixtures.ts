import { homeBlocks, homeSlider, offices, partners, socialMedia, sponsors } from '@/lib/db/schema';

import {
  NEW_OFFICE,
  NEW_PARTNERS,
  NEW_SLIDE,
  NEW_SOCIAL_LINK,
  NEW_SPONSOR,
  NEW_TILE,
} from './content-records-data';
import type { TestApi } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import { imageBlob, pdfBlob } from './staff-publications-fixtures';
import type { WriteContext } from './staff-writes-fixtures';

export { NEW_OFFICE, NEW_PARTNERS, NEW_SLIDE, NEW_SOCIAL_LINK, NEW_SPONSOR, NEW_TILE };

// Issue 29: the content records the console keeps with lib/api/staff-record-routes.ts (the home
// page's blocks, sponsors, offices, social links): their forms as the console sends them
// (multipart: `data` as JSON and the files), records stored directly, and one successful call of
// each staff write for the OpenAPI walk.

type Files = Record<string, Blob>;

/** The console's multipart body: the fields as `data` (with the version) and the files. */
export function recordForm(data: object, files: Files = {}, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  for (const [name, blob] of Object.entries(files)) form.set(name, blob, `${name}.png`);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

export const sendRecordForm = (
  api: TestApi,
  method: 'POST' | 'PUT',
  path: string,
  headers: Record<string, string>,
  body: FormData,
) => api.request(path, { method, headers: { 'Accept-Language': 'en', ...headers }, body });

export const sendJson = (
  api: TestApi,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) =>
  api.request(path, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const nextId = async (api: TestApi, table: typeof offices | typeof socialMedia) => {
  const rows = await api.db.select({ id: table.id }).from(table);
  return Math.max(0, ...rows.map((row) => row.id)) + 1;
};

/** Records stored directly, shown, at version 1 (the last of their list). */
export const storeRecord = {
  slide: async (api: TestApi) =>
    (
      await api.db
        .insert(homeSlider)
        .values({ ...NEW_SLIDE, image: '/images/slider/slide-1.svg', sort: 90 })
        .returning()
    )[0]!,
  tile: async (api: TestApi) =>
    (
      await api.db
        .insert(homeBlocks)
        .values({ ...NEW_TILE, icon: '/images/icons/export-guide.svg', sort: 90 })
        .returning()
    )[0]!,
  partners: async (api: TestApi) =>
    (
      await api.db
        .insert(partners)
        .values({ ...NEW_PARTNERS, image: '' })
        .returning()
    )[0]!,
  sponsor: async (api: TestApi) =>
    (
      await api.db
        .insert(sponsors)
        .values({ ...NEW_SPONSOR, image: '/images/sponsors/sponsor-1.svg' })
        .returning()
    )[0]!,
  office: async (api: TestApi) =>
    (
      await api.db
        .insert(offices)
        .values({
          ...NEW_OFFICE,
          id: await nextId(api, offices),
          email_ara: NEW_OFFICE.email,
          phone_ara: NEW_OFFICE.phone,
          image: '',
          sort: 90,
        })
        .returning()
    )[0]!,
  socialLink: async (api: TestApi) =>
    (
      await api.db
        .insert(socialMedia)
        .values({
          ...NEW_SOCIAL_LINK,
          id: await nextId(api, socialMedia),
          image: '/images/social/x.svg',
          sort: 90,
        })
        .returning()
    )[0]!,
};

type Kind = keyof typeof storeRecord;
type Fixture = (context: WriteContext) => Promise<Response>;

const LISTS: {
  path: string;
  kind: Kind;
  data: object;
  files: () => Promise<Files>;
  ordered: boolean;
}[] = [
  {
    path: '/api/staff/home-slides',
    kind: 'slide',
    data: NEW_SLIDE,
    files: async () => ({ image: await imageBlob() }),
    ordered: true,
  },
  {
    path: '/api/staff/home-tiles',
    kind: 'tile',
    data: NEW_TILE,
    files: async () => ({ icon: await imageBlob() }),
    ordered: true,
  },
  {
    path: '/api/staff/partners',
    kind: 'partners',
    data: NEW_PARTNERS,
    files: async () => ({}),
    ordered: false,
  },
  {
    path: '/api/staff/sponsors',
    kind: 'sponsor',
    data: NEW_SPONSOR,
    files: async () => ({ image: await imageBlob(), TARIFF_FILE: pdfBlob() }),
    ordered: false,
  },
  {
    path: '/api/staff/offices',
    kind: 'office',
    data: NEW_OFFICE,
    files: async () => ({}),
    ordered: true,
  },
  {
    path: '/api/staff/social-links',
    kind: 'socialLink',
    data: NEW_SOCIAL_LINK,
    files: async () => ({ image: await imageBlob() }),
    ordered: true,
  },
];

function listWrites({ path, kind, data, files, ordered }: (typeof LISTS)[number]) {
  const writes: Record<string, Fixture> = {
    [`POST ${path}`]: async ({ api, admin }) =>
      sendRecordForm(api, 'POST', path, admin.bearer, recordForm(data, await files())),
    [`PUT ${path}/{id}`]: async ({ api, admin }) => {
      const row = await storeRecord[kind](api);
      const body = recordForm({ ...data, version: row.version });
      return sendRecordForm(api, 'PUT', `${path}/${row.id}`, admin.bearer, body);
    },
    [`DELETE ${path}/{id}`]: async ({ api, admin }) => {
      const row = await storeRecord[kind](api);
      return sendJson(api, 'DELETE', `${path}/${row.id}`, {
        ...admin.bearer,
        ...ifMatch(row.version),
      });
    },
    [`PUT ${path}/{id}/status`]: async ({ api, admin }) => {
      const row = await storeRecord[kind](api);
      const body = { status: 0, version: row.version };
      return sendJson(api, 'PUT', `${path}/${row.id}/status`, admin.bearer, body);
    },
  };
  if (ordered) {
    writes[`POST ${path}/{id}/move`] = async ({ api, admin }) => {
      const row = await storeRecord[kind](api);
      const body = { direction: 'up', version: row.version };
      return sendJson(api, 'POST', `${path}/${row.id}/move`, admin.bearer, body);
    };
  }
  return writes;
}

/** A single record's PUT with its fields as read (the console's form, unchanged). */
export async function singleWrite(api: TestApi, admin: WriteContext['admin'], path: string) {
  const answer = await sendJson(api, 'GET', path, admin.bearer);
  const record = (await answer.json()) as Record<string, unknown>;
  const { version, ...fields } = record;
  delete fields.id;
  delete fields.image;
  return sendRecordForm(api, 'PUT', path, admin.bearer, recordForm({ ...fields, version }));
}

export const CONTENT_RECORD_WRITES: Record<string, Fixture> = {
  ...Object.assign({}, ...LISTS.map(listWrites)),
  'PUT /api/staff/home-goals': ({ api, admin }) => singleWrite(api, admin, '/api/staff/home-goals'),
  'PUT /api/staff/become-a-member': ({ api, admin }) =>
    singleWrite(api, admin, '/api/staff/become-a-member'),
};

// @postgres: search statements (every source in the index)
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { SearchAnswer } from '@/features/search/schemas';
import { SEARCH_SOURCES } from '@/features/search/server/search-sources';
import { companies, menuChildren, news, products, publications, services } from '@/lib/db/schema';
import { BLANK_INSTITUTION_TEXTS, NEW_EVENT } from '@/tests/fixtures/staff-records';

import { NEW_AGREEMENT, NEW_COUNTRY_PAGE, freeCountryCode } from './agreements-fixtures';
import {
  del,
  memberWithCompany,
  post,
  productFields,
  registrationForm,
  serviceFields,
} from './companies-fixtures';
import { createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch, versionOf } from './helpers/versions';
import { runStaffChange } from './search-fixtures';
import { newPublicationForm, sendForm } from './staff-publications-fixtures';

// Issue 28: every source of the search index, walked through its write routes. A record added (or
// published, or approved) is found at once by a word of its title in English and in Arabic, leading
// where part 3 says; once removed (deleted, unpublished, hidden) it is gone. Unapproved companies,
// products and services are never found. A new source without a walk here fails the first test.

const api = testApiForFile();
let admin: TestMember;

beforeAll(async () => {
  admin = await createStaff(api, 'admin');
});

type Words = { en: string; ar: string };
type Walk = {
  /** Adds a public record whose titles hold the words; its id. */
  add: (words: Words) => Promise<number>;
  /** Makes it not public any more (deleted, unpublished, hidden). */
  remove: (id: number) => Promise<void>;
};

const JSON_TYPE = { 'Content-Type': 'application/json' };
/** The member of each company the walk registered (a company is changed by its member). */
const companyMembers = new Map<number, TestMember>();

async function send(method: string, path: string, body?: unknown, headers = admin.bearer) {
  const response = await api.request(path, {
    method,
    headers: { ...(body === undefined ? {} : JSON_TYPE), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response;
}

const created = async (response: Response) => (await json<{ id: number }>(response)).id;

async function search(q: string, language: string) {
  const query = new URLSearchParams({ q, page_size: '50' });
  const response = await api.request(`/api/search?${query.toString()}`, {
    headers: { 'Accept-Language': language },
  });
  expect(response.status).toBe(200);
  return json<SearchAnswer>(response);
}

async function approve(type: 'company' | 'product' | 'service', id: number) {
  const table = { company: companies, product: products, service: services }[type];
  await send('POST', `/api/staff/approvals/${type}/${id}/approve`, {
    version: await versionOf(api, table, id),
  });
}

/** The newest product or service of a company (a member's add answers "Success" only). */
async function newestItem(table: typeof products | typeof services, companyId: number) {
  const rows = await api.db.select().from(table).where(eq(table.company_id, companyId));
  return rows.reduce((newest, row) => (row.id > newest.id ? row : newest));
}

function itemWalk(kind: 'products' | 'services'): Walk {
  let member: TestMember;
  return {
    add: async (words) => {
      const owner = await memberWithCompany(api);
      member = owner.member;
      await approve('company', owner.company.id);
      const fields = kind === 'products' ? productFields : serviceFields;
      const name = { name_eng: `Item ${words.en}`, name_ara: `صنف ${words.ar}` };
      const added = await post(api, member, `/api/${kind}`, await fields(api, name));
      expect(added.status).toBe(200);
      const row = await newestItem(kind === 'products' ? products : services, owner.company.id);
      // Waiting for the agency: never found.
      await expectFound(words, kind === 'products' ? 'product' : 'service', row.id, false);
      await approve(kind === 'products' ? 'product' : 'service', row.id);
      return row.id;
    },
    remove: async (id) => {
      const response = await del(api, member, `/api/${kind}/${id}`);
      expect(response.status).toBe(200);
    },
  };
}

const WALKS: Record<string, Walk> = {
  // Menu pages are seeded; their console (issue 29) will change them through staffChange.
  pages: {
    add: async (words) => {
      const id = 9_500;
      await runStaffChange(api, admin, { entityType: 'menu_children', entityId: id }, (tx) =>
        tx.insert(menuChildren).values({
          id,
          page_id: 1,
          menu_id: 3,
          url: 'walk-page',
          url_ara: 'صفحة-للتجربة',
          title_eng: `Page ${words.en}`,
          title_ara: `صفحة ${words.ar}`,
        }),
      );
      return id;
    },
    remove: async (id) => {
      await runStaffChange(api, admin, { entityType: 'menu_children', entityId: id }, (tx) =>
        tx.delete(menuChildren).where(eq(menuChildren.id, id)),
      );
    },
  },
  news: {
    add: async (words) => {
      const [item] = await api.db.select().from(news).limit(1);
      await send('PUT', `/api/staff/news/${item!.id}`, {
        DESCRIPTION_ENG: `News ${words.en}`,
        DESCRIPTION_ARA: `خبر ${words.ar}`,
        status: 1,
        version: item!.version,
      });
      return item!.id;
    },
    remove: async (id) => {
      await send('PUT', `/api/staff/news/${id}`, {
        status: 0,
        version: await versionOf(api, news, id),
      });
    },
  },
  events: {
    add: async (words) =>
      created(
        await send('POST', '/api/staff/events', {
          ...NEW_EVENT,
          name_eng: `Fair ${words.en}`,
          name_ara: `معرض ${words.ar}`,
          location_type: 'Local event',
          country_id: 400,
          city_eng: 'Amman',
          city_ara: 'عمّان',
          published: true,
        }),
      ),
    remove: async (id) => {
      await send('DELETE', `/api/staff/events/${id}`, undefined, {
        ...admin.bearer,
        ...ifMatch(1),
      });
    },
  },
  agreements: {
    add: async (words) =>
      created(
        await send('POST', '/api/staff/agreements', {
          ...NEW_AGREEMENT,
          title_eng: `Agreement ${words.en}`,
          title_ara: `اتفاقية ${words.ar}`,
          status: 1,
        }),
      ),
    remove: async (id) => {
      await send('PUT', `/api/staff/agreements/${id}`, {
        ...NEW_AGREEMENT,
        title_eng: 'Hidden',
        status: 0,
        version: 1,
      });
    },
  },
  'fta-countries': {
    add: async (words) =>
      created(
        await send('POST', '/api/staff/fta-countries', {
          ...NEW_COUNTRY_PAGE,
          country_code: freeCountryCode(),
          visible: true,
          title_eng: `Country ${words.en}`,
          title_ara: `دولة ${words.ar}`,
        }),
      ),
    remove: async (id) => {
      await send('DELETE', `/api/staff/fta-countries/${id}`, undefined, {
        ...admin.bearer,
        ...ifMatch(1),
      });
    },
  },
  institutions: {
    add: async (words) =>
      created(
        await send('POST', '/api/staff/institutions', {
          name: `Council ${words.en}`,
          name_ara: `مجلس ${words.ar}`,
          type_id: [4],
          mode_id: 4,
          gov_id: 12,
          ...BLANK_INSTITUTION_TEXTS,
        }),
      ),
    remove: async (id) => {
      await send('DELETE', `/api/staff/institutions/${id}`, undefined, {
        ...admin.bearer,
        ...ifMatch(1),
      });
    },
  },
  publications: {
    add: async (words) => {
      const response = await sendForm(
        api,
        'POST',
        '/api/staff/publications',
        admin.bearer,
        await newPublicationForm({
          DESCRIPTION_ENG: `Study ${words.en}`,
          DESCRIPTION_ARA: `دراسة ${words.ar}`,
        }),
      );
      expect(response.status).toBe(201);
      return created(response);
    },
    remove: async (id) => {
      const version = await versionOf(api, publications, id);
      await send('DELETE', `/api/staff/publications/${id}`, undefined, {
        ...admin.bearer,
        ...ifMatch(version),
      });
    },
  },
  companies: {
    add: async (words) => {
      const { member, company } = await memberWithCompany(api, {
        company_registered_name: `Company ${words.en} ${words.ar}`,
      });
      companyMembers.set(company.id, member);
      // In process: never found.
      await expectFound(words, 'company', company.id, false);
      await approve('company', company.id);
      return company.id;
    },
    // A company is never deleted: its member's change of name replaces the old one once approved.
    remove: async (id) => {
      const member = companyMembers.get(id)!;
      const changed = await post(
        api,
        member,
        '/api/international-buyers-update',
        await registrationForm({ company_id: String(id), company_registered_name: 'Renamed Co.' }),
      );
      expect(changed.status, await changed.clone().text()).toBe(200);
      await approve('company', id);
    },
  },
  products: itemWalk('products'),
  services: itemWalk('services'),
  experts: {
    add: async (words) =>
      created(
        await send('POST', '/api/staff/experts', {
          FULL_NAME: `Expert ${words.en}`,
          FULL_NAME_ARA: `الخبير ${words.ar}`,
          TITLE_ENG: 'Adviser',
          TITLE_ARA: 'مستشار',
          EXPERTISE_ENG: 'Exports',
          EXPERTISE_ARA: 'التصدير',
          DESCRIPTION_ENG: 'Advises exporters.',
          DESCRIPTION_ARA: 'يقدّم المشورة للمصدّرين.',
          sectors: [3],
          languages: ['ar'],
          email: 'walk.expert@example.jo',
        }),
      ),
    remove: async (id) => {
      await send('DELETE', `/api/staff/experts/${id}`, undefined, {
        ...admin.bearer,
        ...ifMatch(1),
      });
    },
  },
};

async function expectFound(words: Words, kind: string, id: number, found: boolean) {
  for (const [word, language] of [
    [words.en, 'en'],
    [words.ar, 'ar'],
  ] as const) {
    const answer = await search(word, language);
    const hit = answer.items.find((item) => item.kind === kind && item.id === id);
    expect(Boolean(hit), `${kind} ${id} by "${word}"`).toBe(found);
  }
}

/** Words no seeded record holds, one pair per source. */
const ARABIC_LETTERS = 'بتثجحخدذرزسشصضطظعغفقكلمن';
const wordsOf = (index: number): Words => ({
  en: `quokka${String.fromCharCode(97 + index)}${String.fromCharCode(97 + index)}`,
  ar: `طاووس${ARABIC_LETTERS[index]}${ARABIC_LETTERS[index]}`,
});

describe('every source of the search index', () => {
  it('has a walk through its write routes here', () => {
    expect(SEARCH_SOURCES.map((source) => source.key).filter((key) => !(key in WALKS))).toEqual([]);
  });

  it.each(SEARCH_SOURCES.map((source, index) => [source.key, source, index] as const))(
    '%s: added, found at once by a word of its title in each language; removed, gone',
    async (key, source, index) => {
      const walk = WALKS[key]!;
      const words = wordsOf(index);
      const id = await walk.add(words);
      await expectFound(words, source.kind, id, true);
      const answer = await search(words.en, 'en');
      const hit = answer.items.find((item) => item.kind === source.kind && item.id === id)!;
      expect(hit.type).toBe(source.type);
      expect(hit.title).toContain(words.en);
      await walk.remove(id);
      await expectFound(words, source.kind, id, false);
    },
  );
});

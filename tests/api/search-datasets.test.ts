// @postgres: search statements (the datasets in the index)
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { SearchAnswer } from '@/features/search/schemas';
import { companies, news } from '@/lib/db/schema';
import { NEW_EVENT } from '@/tests/fixtures/staff-records';

import { NEW_AGREEMENT } from './agreements-fixtures';
import { memberWithCompany, post, registrationForm } from './companies-fixtures';
import { createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { versionOf } from './helpers/versions';
import { newPublicationForm, sendForm } from './staff-publications-fixtures';

// Issue 28 and part 3 §7: the seven *-for-global-search datasets keep the specification's contract
// (public fields of published records only), and neither they nor GET /api/search ever hold a
// draft, an unpublished item, a hidden agreement or a company the agency has not approved.

const api = testApiForFile();
let admin: TestMember;
const ids = { event: 0, agreement: 0, publication: 0, news: 0, company: 0, changed: 0 };

const JSON_TYPE = { 'Content-Type': 'application/json' };
const sendJson = (method: string, path: string, body: unknown) =>
  api.request(path, {
    method,
    headers: { ...JSON_TYPE, ...admin.bearer },
    body: JSON.stringify(body),
  });
const createdId = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: number }>(response)).id;
};

async function dataset<T>(name: string): Promise<T[]> {
  const response = await api.request(`/api/${name}-for-global-search`);
  expect(response.status, name).toBe(200);
  expect(response.headers.get('cache-control')).toBe(
    'public, max-age=0, must-revalidate, s-maxage=300',
  );
  return json<T[]>(response);
}

async function found(word: string, kind: string, id: number) {
  const answer = await json<SearchAnswer>(
    await api.request(`/api/search?q=${encodeURIComponent(word)}&page_size=50`),
  );
  return answer.items.some((item) => item.kind === kind && item.id === id);
}

beforeAll(async () => {
  admin = await createStaff(api, 'admin');
  ids.event = await createdId(
    await sendJson('POST', '/api/staff/events', {
      ...NEW_EVENT,
      name_eng: 'Draft wombatfair expo',
      name_ara: 'معرض مسودة',
      date_start: '2027-05-01',
      date_end: '2027-05-02',
      published: false,
    }),
  );
  ids.agreement = await createdId(
    await sendJson('POST', '/api/staff/agreements', {
      ...NEW_AGREEMENT,
      title_eng: 'Hidden wombattreaty agreement',
      status: 0,
    }),
  );
  ids.publication = await createdId(
    await sendForm(
      api,
      'POST',
      '/api/staff/publications',
      admin.bearer,
      await newPublicationForm({ DESCRIPTION_ENG: 'Draft wombatstudy', status: '0' }),
    ),
  );
  const [item] = await api.db.select().from(news).limit(1);
  ids.news = item!.id;
  const hidden = await sendJson('PUT', `/api/staff/news/${item!.id}`, {
    DESCRIPTION_ENG: 'Unpublished wombatnews',
    status: 0,
    version: item!.version,
  });
  expect(hidden.status).toBe(200);
  // A company in process, and an approved one whose member has since renamed it (waiting).
  ids.company = (
    await memberWithCompany(api, { company_registered_name: 'Waiting Wombatco LLC' })
  ).company.id;
  const approved = await memberWithCompany(api, {
    company_registered_name: 'Approved Koalaco LLC',
  });
  ids.changed = approved.company.id;
  const approval = await sendJson('POST', `/api/staff/approvals/company/${ids.changed}/approve`, {
    version: await versionOf(api, companies, ids.changed),
  });
  expect(approval.status).toBe(200);
  const renamed = await post(
    api,
    approved.member,
    '/api/international-buyers-update',
    await registrationForm({ company_registered_name: 'Renamed Wombatrename LLC' }),
  );
  expect(renamed.status, await renamed.clone().text()).toBe(200);
});

describe('the records never found', () => {
  it('are not in GET /api/search: a draft, a hidden agreement, unpublished news, waiting companies', async () => {
    expect(await found('wombatfair', 'event', ids.event)).toBe(false);
    expect(await found('wombattreaty', 'agreement', ids.agreement)).toBe(false);
    expect(await found('wombatstudy', 'publication', ids.publication)).toBe(false);
    expect(await found('wombatnews', 'news', ids.news)).toBe(false);
    expect(await found('wombatco', 'company', ids.company)).toBe(false);
    // The approved version stays public while the change waits; the new name is not.
    expect(await found('wombatrename', 'company', ids.changed)).toBe(false);
    expect(await found('koalaco', 'company', ids.changed)).toBe(true);
  });
});

describe('the *-for-global-search datasets (part 3 §7)', () => {
  it('events: name, description, location_type of published events', async () => {
    const rows = await dataset<Record<string, unknown>>('events');
    expect(rows.length).toBeGreaterThan(10);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'date_start',
        'description',
        'description_ara',
        'id',
        'location_type',
        'name',
        'name_ara',
      ].sort(),
    );
    expect(rows.some((row) => row.id === ids.event)).toBe(false);
  });

  it('free trade agreements: the shown ones only', async () => {
    const rows = await dataset<{ id: number; title_eng: string }>('free-trade-agreements');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.some((row) => row.id === ids.agreement)).toBe(false);
  });

  it('exports: the institutions’ name and description', async () => {
    const rows = await dataset<Record<string, unknown>>('exports');
    expect(rows.length).toBeGreaterThan(10);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['description', 'description_ara', 'id', 'name', 'name_ara'].sort(),
    );
  });

  it('publications: title and summary of published ones, never their files', async () => {
    const rows = await dataset<Record<string, unknown>>('publications');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.some((row) => row.id === ids.publication)).toBe(false);
    for (const row of rows) {
      expect(row).not.toHaveProperty('TARIFF_FILE');
      expect(row).not.toHaveProperty('TARIFF_FILE_AR');
      expect(String(row.TARIFF_ENG)).not.toMatch(/<script/i);
    }
  });

  it('international buyers: approved companies by their approved name', async () => {
    const rows = await dataset<{ id: number; company_registered_name: string }>(
      'international-buyers',
    );
    expect(rows.some((row) => row.id === ids.company)).toBe(false);
    expect(rows.find((row) => row.id === ids.changed)?.company_registered_name).toBe(
      'Approved Koalaco LLC',
    );
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['company_registered_name', 'company_trading_name', 'id'].sort(),
    );
  });

  it('pool: the experts’ names and descriptions, never their contact details', async () => {
    const rows = await dataset<Record<string, unknown>>('pool');
    expect(rows.length).toBeGreaterThan(5);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['DESCRIPTION_ARA', 'DESCRIPTION_ENG', 'FULL_NAME', 'FULL_NAME_ARA', 'id'].sort(),
    );
  });

  it('news: published items, newest first', async () => {
    const rows = await dataset<{ id: number; news_date: string }>('news');
    expect(rows.some((row) => row.id === ids.news)).toBe(false);
    const dates = rows.map((row) => row.news_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const [stored] = await api.db.select().from(news).where(eq(news.id, ids.news));
    expect(stored!.status).toBe(0);
  });
});

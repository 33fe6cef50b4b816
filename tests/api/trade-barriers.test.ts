import { describe, expect, it } from 'vitest';

import { tradeBarrierUpdates } from '@/lib/db/schema';

import { createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { insertBarrier, insertBarrierReport, REPORTER } from './trade-barriers-fixtures';

// Issue 39 part 3: the public register of trade barriers: only published entries, filtered by
// country, sector, status and text, each with its history of public updates; never who reported,
// prepared or approved an entry.

const api = testApiForFile();

type Page = { data: { id: number; status: string; country_id: number }[]; total: number };
const list = async (query = '') => json<Page>(await api.request(`/api/trade-barriers${query}`));
const idsOf = (page: Page) => page.data.map((entry) => entry.id);

/** Nothing of the reporter, the source report or the staff who published appears in `text`. */
function expectNothingStaffOnly(text: string, staffEmail?: string) {
  for (const field of ['source_enquiry_id', 'prepared_by', 'approved_by', 'publication']) {
    expect(text).not.toContain(`"${field}"`);
  }
  for (const value of Object.values(REPORTER)) expect(text).not.toContain(value);
  expect(text).not.toContain('@secret.jo');
  if (staffEmail) expect(text).not.toContain(staffEmail);
}

describe('GET /api/trade-barriers', () => {
  it('lists the published entries, the latest status first, cached publicly', async () => {
    const response = await api.request('/api/trade-barriers');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('public');
    const page = await json<Page & { page: number; page_size: number }>(response);
    expect(page.total).toBe(6);
    expect(page.data[0]).toMatchObject({ id: 5, status: 'resolved_in_part' });
    expect(page.data[0]).toMatchObject({
      country_eng: 'Algeria',
      country_ara: 'الجزائر',
      hs_codes: ['3004'],
    });
  });

  it('filters by country, sector, status and text in either language', async () => {
    expect(idsOf(await list('?country=682'))).toEqual([1]);
    expect(idsOf(await list('?sector=12'))).toEqual([6]);
    expect(idsOf(await list('?status=resolved'))).toEqual([6]);
    expect(idsOf(await list('?status=resolved_in_part')).sort()).toEqual([2, 5]);
    expect(idsOf(await list(`?q=${encodeURIComponent('الكابلات')}`))).toEqual([3]);
    expect(idsOf(await list('?q=decree%2043'))).toEqual([4]);
    expect(idsOf(await list('?q=8544'))).toEqual([3]);
    expect(idsOf(await list('?country=682&status=resolved'))).toEqual([]);
    const paged = await list('?page_size=2&page=2');
    expect(paged.data).toHaveLength(2);
    expect(paged.total).toBe(6);
  });

  it('files the EU entry under the bloc and shows it under each member country (issue 45)', async () => {
    const eu = (await list()).data.find((entry) => entry.id === 2) as unknown as Record<
      string,
      unknown
    >;
    expect(eu).toMatchObject({ country_id: null, bloc_id: 1, country_eng: 'European Union' });
    expect((eu.bloc_countries as { id: number }[]).map((country) => country.id)).toHaveLength(27);
    for (const member of [528, 276, 250, 380]) {
      expect(idsOf(await list(`?country=${member}`)), String(member)).toContain(2);
    }
    expect(idsOf(await list('?country=682'))).not.toContain(2);
    expect(idsOf(await list('?country=826'))).not.toContain(2);
    expect(idsOf(await list('?country=276&status=resolved_in_part'))).toEqual([2]);
  });

  it.each(['?status=closed', '?country=abc', '?sector=0', '?page_size=500'])(
    'refuses %s with 422',
    async (query) => {
      expect((await api.request(`/api/trade-barriers${query}`)).status).toBe(422);
    },
  );

  it('shows no draft, entry awaiting approval or unpublished entry', async () => {
    const staff = await createStaff(api, 'editor');
    const report = await insertBarrierReport(api);
    const hidden = await Promise.all(
      (['draft', 'awaiting_approval', 'unpublished'] as const).map((publication) =>
        insertBarrier(api, { publication, source_enquiry_id: report, prepared_by: staff.user.id }),
      ),
    );
    const ids = idsOf(await list('?page_size=100'));
    for (const id of hidden) {
      expect(ids).not.toContain(id);
      expect((await api.request(`/api/trade-barriers/${id}`)).status).toBe(404);
    }
  });

  it('never answers who reported, prepared or approved an entry', async () => {
    const preparer = await createStaff(api, 'editor');
    const approver = await createStaff(api, 'officer');
    const report = await insertBarrierReport(api);
    const id = await insertBarrier(api, {
      publication: 'published',
      published_at: '2026-10-03T09:00:00Z',
      source_enquiry_id: report,
      prepared_by: preparer.user.id,
      approved_by: approver.user.id,
    });
    const listText = await (await api.request('/api/trade-barriers?page_size=100')).text();
    expect(listText).toContain(`"id":${id}`);
    expectNothingStaffOnly(listText, preparer.user.email);
    const detail = await api.request(`/api/trade-barriers/${id}`);
    expect(detail.status).toBe(200);
    const detailText = await detail.text();
    expectNothingStaffOnly(detailText, approver.user.email);
    expect(detailText).not.toContain(`"${report}"`);
  });
});

describe('GET /api/trade-barriers/{id}', () => {
  it('answers an entry with its public updates, the newest first', async () => {
    const response = await api.request('/api/trade-barriers/2');
    expect(response.status).toBe(200);
    const entry = await json<{ updates: { date: string; text_ara: string }[]; status: string }>(
      response,
    );
    expect(entry.status).toBe('resolved_in_part');
    expect(entry.updates.map((update) => update.date)).toEqual(['2026-06-02', '2026-02-10']);
    expect(entry.updates[0]!.text_ara).toContain('البندورة');
  });

  it('shows an update as soon as it is stored', async () => {
    await api.db
      .insert(tradeBarrierUpdates)
      .values({ barrier_id: 3, date: '2026-11-01', text_eng: 'Tested.', text_ara: 'فُحص.' });
    const entry = await json<{ updates: { text_eng: string }[] }>(
      await api.request('/api/trade-barriers/3'),
    );
    expect(entry.updates[0]!.text_eng).toBe('Tested.');
  });

  it('answers 404 for an unknown id and 422 for one that is not an id', async () => {
    expect((await api.request('/api/trade-barriers/99999')).status).toBe(404);
    expect((await api.request('/api/trade-barriers/abc')).status).toBe(422);
    expect((await api.request('/api/trade-barriers/0')).status).toBe(422);
  });
});

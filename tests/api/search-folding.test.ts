// @postgres: search statements (the folded spellings in SQL)
import { beforeAll, describe, expect, it } from 'vitest';

import { reindexRecords } from '@/features/search/server/index-writer';
import { searchIndex } from '@/features/search/server/search-index';
import {
  companies,
  consultationRequests,
  enquiries,
  experts,
  institutions,
  menuChildren,
  poolExperts,
} from '@/lib/db/schema';

import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { companyRow } from './helpers/company-row';
import { json, testApiForFile } from './helpers/test-api';

// Every search box folds text through lib/search: the name stored as "أحمد" is found by "احمد"
// (no hamza), "أحمد" (as stored) and "اَحمد" (with a fatha), and the three find the same records.

const api = testApiForFile();

const SPELLINGS = ['احمد', 'أحمد', 'اَحمد'];
const STORED = 'أحمد';

let admin: TestMember;
let member: TestMember;
let companyId = 0;
let expertId = 0;
let institutionId = 0;
let pageId = 0;
let enquiryId = 0;
let consultationId = 0;

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await api.request(`/api${path}`, { headers });
  expect(response.status, path).toBe(200);
  return json<unknown>(response);
};
const q = (text: string) => encodeURIComponent(text);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

/** The ids each spelling finds: the same non-empty set for all three, holding `expected`. */
async function expectSameFinds(find: (text: string) => Promise<number[]>, expected: number) {
  const found = await Promise.all(SPELLINGS.map(find));
  expect(found[0], SPELLINGS[0]).toContain(expected);
  for (const [index, spelling] of SPELLINGS.entries()) {
    expect(found[index], spelling).toEqual(found[0]);
  }
}

async function addCompany(owner: TestMember, status: number, name: string) {
  const [company] = await api.db
    .insert(companies)
    .values(
      companyRow(owner.user.id, {
        company_registered_name: name,
        company_trading_name: name,
        status,
      }),
    )
    .returning();
  return company!.id;
}

beforeAll(async () => {
  admin = await createStaff(api, 'admin');
  member = await createMember(api, { name: STORED, last_name: 'الخطيب' });
  companyId = await addCompany(member, 20, `شركة ${STORED} للتجارة`);
  // A second member whose company waits for approval (the approvals queue).
  await addCompany(await createMember(api), 10, `مؤسسة ${STORED} للتصدير`);
  const [institution] = await api.db
    .insert(institutions)
    .values({
      name: 'Ahmad Trade Council',
      name_ara: `مجلس ${STORED} التجاري`,
      type_id: [1],
      mode_id: 1,
      gov_id: 1,
    })
    .returning();
  institutionId = institution!.id;
  const [expert] = await api.db
    .insert(experts)
    .values({
      FULL_NAME: 'Ahmad Khatib',
      FULL_NAME_ARA: `${STORED} الخطيب`,
      sectors: [3],
      languages: ['ar'],
    })
    .returning();
  expertId = expert!.id;
  await api.db.insert(poolExperts).values({ pool_id: 1, expert_id: expertId, sort_order: 99 });
  const [page] = await api.db
    .insert(menuChildren)
    .values({
      id: 9001,
      page_id: 4,
      menu_id: 1,
      title_eng: 'Ahmad',
      title_ara: `صفحة ${STORED}`,
    })
    .returning();
  pageId = page!.id;
  const [enquiry] = await api.db
    .insert(enquiries)
    .values({
      user_id: admin.user.id,
      enq_type: 1,
      status: 10,
      email: admin.user.email,
      date: '2026-11-20 10:00:00',
      data: { description: `سوق ${STORED} للزيت` },
    })
    .returning();
  enquiryId = enquiry!.id;
  const [consultation] = await api.db
    .insert(consultationRequests)
    .values({ name: `${STORED} الخطيب`, email: 'ahmad@example.jo', terms: true, locale: 'ar' })
    .returning();
  consultationId = consultation!.id;
});

describe('"احمد", "أحمد" and "اَحمد" find the same records', () => {
  it('in the members search (GET /api/staff/members?q=)', async () => {
    await expectSameFinds(async (text) => {
      const list = (await get(`/staff/members?q=${q(text)}`, admin.bearer)) as {
        data: { id: number }[];
      };
      return ids(list.data);
    }, member.user.id);
  });

  it('in the approvals queue (GET /api/staff/approvals?q=)', async () => {
    await expectSameFinds(async (text) => {
      const queue = (await get(`/staff/approvals?type=company&q=${q(text)}`, admin.bearer)) as {
        items: { id: number; company: { registered_name: string } }[];
      };
      return ids(queue.items);
    }, companyId + 1);
  });

  it('in the institutions directory (GET /api/exports?q=, GET /api/staff/institutions?q=)', async () => {
    await expectSameFinds(
      async (text) => ids((await get(`/exports?q=${q(text)}`)) as { id: number }[]),
      institutionId,
    );
    await expectSameFinds(async (text) => {
      const list = (await get(`/staff/institutions?q=${q(text)}`, admin.bearer)) as {
        data: { id: number }[];
      };
      return ids(list.data);
    }, institutionId);
  });

  it('in the experts (GET /api/experts?search=, GET /api/pool?search=, the console)', async () => {
    await expectSameFinds(
      async (text) => ids((await get(`/experts?search=${q(text)}`)) as { id: number }[]),
      expertId,
    );
    await expectSameFinds(async (text) => {
      const pools = (await get(`/pool?search=${q(text)}`)) as { experts: number[] }[];
      return pools.flatMap((pool) => pool.experts).sort((a, b) => a - b);
    }, expertId);
    await expectSameFinds(async (text) => {
      const list = (await get(`/staff/experts?search=${q(text)}`, admin.bearer)) as {
        data: { id: number }[];
      };
      return ids(list.data);
    }, expertId);
  });

  it('in the buyers directory (GET /api/international-buyers?q=)', async () => {
    await expectSameFinds(
      async (text) => ids((await get(`/international-buyers?q=${q(text)}`)) as { id: number }[]),
      companyId,
    );
  });

  it('in the console’s enquiries and consultation requests', async () => {
    await expectSameFinds(async (text) => {
      const page = (await get(`/staff/enquiries?q=${q(text)}`, admin.bearer)) as {
        rows: { id: number }[];
      };
      return ids(page.rows);
    }, enquiryId);
    await expectSameFinds(async (text) => {
      const page = (await get(`/staff/consultations?q=${q(text)}`, admin.bearer)) as {
        rows: { id: number }[];
      };
      return ids(page.rows);
    }, consultationId);
  });

  it('in the site search (/search/{keyword}, GET /api/search)', async () => {
    // The page was inserted directly: the index learns of it as a change of a menu page does.
    await reindexRecords(api.db, [{ entityType: 'menu_children', entityId: pageId }]);
    await expectSameFinds(async (text) => {
      const answer = await searchIndex(api.db, { q: text, page: 1, pageSize: 50, locale: 'ar' });
      return answer.items.filter((hit) => hit.kind === 'page').map((hit) => hit.id);
    }, pageId);
  });

  it('and a name typed with other letters finds nothing', async () => {
    const list = (await get(`/staff/members?q=${q('احمدي')}`, admin.bearer)) as {
      data: unknown[];
    };
    expect(list.data).toEqual([]);
    expect(await get(`/exports?q=${q('محمد التجاري')}`)).toEqual([]);
  });
});

// @postgres: locking (two saves at once: FOR UPDATE and the version check)
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { companies, enquiries, news, products, services, users } from '@/lib/db/schema';
import { isSuccessAnswer } from '@/lib/http/success-answer';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { userRow } from './account-fixtures';
import {
  certificatesOf,
  companyFields,
  companyOf,
  form,
  memberWithCompany,
  png,
  post,
  productFields,
  serviceFields,
  upload,
  type Fields,
} from './companies-fixtures';
import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch, versionOf } from './helpers/versions';

// Issue 24 "No lost update": two edits started from the same version, sent at once: one 200, one
// 409 with the message in the request's language, and the row holds the change that won.

const api = testApiForFile();
type ErrorBody = { message: string; errors: Record<string, string[]> };

/** Two answers in either order: the one that won (2xx) and the one refused. */
function winnerAndLoser<T>(answers: [Response, Response], sent: [T, T]) {
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([200, 409]);
  const won = answers[0].status === 200 ? 0 : 1;
  return { won: sent[won], lost: answers[1 - won]! };
}

async function expectStale(answer: Response, locale: 'en' | 'ar' = 'en') {
  const body = await json<ErrorBody>(answer);
  expect(body.message).toBe((locale === 'ar' ? ar : en).Api.staleVersion);
  expect(Object.keys(body.errors)).toEqual(['version']);
}

const productForm = (name: string, version: number) =>
  productFields(api, { name_eng: name, version: String(version) });

async function companyForm(companyId: number, name: string, version: number): Promise<Fields> {
  const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
  const certificates = await certificatesOf(api, companyId);
  return {
    ...companyFields({ company_trading_name: name }),
    company_id: String(companyId),
    logo_changed: '0',
    existing_logo: `/api/uploads/${company!.logo}`,
    pdf_changed: '0',
    existing_company_profile_pdf: `/api/uploads/${company!.company_profile_pdf}`,
    attachment_option_file: JSON.stringify(
      certificates.map((c) => ({ title: c.title, file: `/api/uploads/${c.file}`, is_new: false })),
    ),
    version: String(version),
  };
}

type MemberChange = {
  route: string;
  setup: () => Promise<{
    member: TestMember;
    table: typeof users | typeof companies | typeof products | typeof services;
    id: number;
    /** The change, with no version in its body: only the headers name one. */
    send: (member: TestMember, headers: Record<string, string>) => Promise<Response>;
    /** Fails when the refused change left a trace. */
    unchanged: () => Promise<void>;
    /** Fails when the change did not take effect. */
    applied: () => Promise<void>;
  }>;
};

const rawPost = (member: TestMember, path: string, fields: Fields, headers: object) =>
  api.request(path, {
    method: 'POST',
    headers: { ...member.bearer, ...headers },
    body: form(fields),
  });
const rawDelete = (member: TestMember, path: string, headers: object) =>
  api.request(path, { method: 'DELETE', headers: { ...member.bearer, ...headers } });

async function memberOffering(kind: 'products' | 'services') {
  const { member, company } = await memberWithCompany(api);
  const fields = kind === 'products' ? await productFields(api) : await serviceFields(api);
  expect((await post(api, member, `/api/${kind}`, fields)).status).toBe(200);
  const table = kind === 'products' ? products : services;
  const [row] = await api.db.select().from(table).where(eq(table.company_id, company.id));
  return { member, table, row: row! };
}

const MEMBER_CHANGES: MemberChange[] = [
  {
    route: 'POST /api/edit-profile/{userId}',
    setup: async () => {
      const member = await createMember(api);
      const path = `/api/edit-profile/${member.user.id}`;
      const avatar = upload(await png(64, 64), 'me.png');
      return {
        member,
        table: users,
        id: member.user.id,
        send: (who, headers) =>
          rawPost(who, path, { name: 'Changed', last_name: 'Name', avatar_img: avatar }, headers),
        unchanged: async () =>
          expect((await userRow(api, member.user.id)).name).toBe(member.user.name),
        applied: async () => expect((await userRow(api, member.user.id)).name).toBe('Changed'),
      };
    },
  },
  {
    route: 'POST /api/international-buyers-update',
    setup: async () => {
      const { member, company } = await memberWithCompany(api);
      const fields = await companyForm(company.id, 'Changed', company.version);
      delete fields.version;
      return {
        member,
        table: companies,
        id: company.id,
        send: (who, headers) => rawPost(who, '/api/international-buyers-update', fields, headers),
        unchanged: async () =>
          expect((await companyOf(api, member.user.id))!.company_trading_name).toBe(
            company.company_trading_name,
          ),
        applied: async () =>
          expect((await companyOf(api, member.user.id))!.company_trading_name).toBe('Changed'),
      };
    },
  },
  ...(['products', 'services'] as const).flatMap((kind): MemberChange[] => [
    {
      route: `POST /api/edit-${kind}/{id}`,
      setup: async () => {
        const { member, table, row } = await memberOffering(kind);
        const fields = {
          ...(kind === 'products' ? await productFields(api) : await serviceFields(api)),
          name_eng: 'Changed',
        };
        return {
          member,
          table,
          id: row.id,
          send: (who, headers) => rawPost(who, `/api/edit-${kind}/${row.id}`, fields, headers),
          unchanged: async () => {
            const [now] = await api.db.select().from(table).where(eq(table.id, row.id));
            expect(now!.name_eng).toBe(row.name_eng);
          },
          applied: async () => {
            const [now] = await api.db.select().from(table).where(eq(table.id, row.id));
            expect(now!.name_eng).toBe('Changed');
          },
        };
      },
    },
    {
      route: `DELETE /api/${kind}/{id}`,
      setup: async () => {
        const { member, table, row } = await memberOffering(kind);
        return {
          member,
          table,
          id: row.id,
          send: (who, headers) => rawDelete(who, `/api/${kind}/${row.id}`, headers),
          unchanged: async () =>
            expect(await api.db.select().from(table).where(eq(table.id, row.id))).toHaveLength(1),
          applied: async () =>
            expect(await api.db.select().from(table).where(eq(table.id, row.id))).toHaveLength(0),
        };
      },
    },
  ]),
];

describe('two edits of one record at once', () => {
  it('a product: one saved, the other 409; the row holds the first', async () => {
    const { member, company } = await memberWithCompany(api);
    expect((await post(api, member, '/api/products', await productFields(api))).status).toBe(200);
    const [product] = await api.db
      .select()
      .from(products)
      .where(eq(products.company_id, company.id));
    const names: [string, string] = ['Olive oil, tab one', 'Olive oil, tab two'];
    const forms = await Promise.all(names.map((name) => productForm(name, product!.version)));
    const path = `/api/edit-products/${product!.id}`;
    const answers = (await Promise.all(forms.map((fields) => post(api, member, path, fields)))) as [
      Response,
      Response,
    ];
    const { won, lost } = winnerAndLoser(answers, names);
    await expectStale(lost);
    const [row] = await api.db.select().from(products).where(eq(products.id, product!.id));
    expect(row!.name_eng).toBe(won);
    expect(row!.version).toBe(product!.version + 1);
  });

  it('a company: one saved, the other 409; the row holds the first', async () => {
    const { member, company } = await memberWithCompany(api);
    const names: [string, string] = ['Zaytouna One', 'Zaytouna Two'];
    const forms = await Promise.all(
      names.map((name) => companyForm(company.id, name, company.version)),
    );
    const answers = (await Promise.all(
      forms.map((fields) => post(api, member, '/api/international-buyers-update', fields)),
    )) as [Response, Response];
    const { won, lost } = winnerAndLoser(answers, names);
    await expectStale(lost);
    const [row] = await api.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.company_trading_name).toBe(won);
  });

  it('a news item: one saved, the other 409 (in Arabic for an Arabic console)', async () => {
    const editor = await createStaff(api, 'editor');
    const [item] = await api.db.select().from(news).limit(1);
    const titles: [string, string] = ['Exports rise', 'Exports rise again'];
    const answers = (await Promise.all(
      titles.map((title) =>
        api.request(`/api/staff/news/${item!.id}`, {
          method: 'PUT',
          headers: {
            ...editor.bearer,
            'Content-Type': 'application/json',
            'Accept-Language': 'ar',
          },
          body: JSON.stringify({ DESCRIPTION_ENG: title, version: item!.version }),
        }),
      ),
    )) as [Response, Response];
    const { won, lost } = winnerAndLoser(answers, titles);
    await expectStale(lost, 'ar');
    const [row] = await api.db.select().from(news).where(eq(news.id, item!.id));
    expect(row!.DESCRIPTION_ENG).toBe(won);
  });

  it("an enquiry's status: one move, the other 409; the enquiry holds the first", async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api);
    const [enquiry] = await api.db
      .insert(enquiries)
      .values({
        user_id: member.user.id,
        enq_type: 7,
        email: member.user.email,
        date: '2026-11-21 12:00:00',
        data: { enq_type: 7, subject: 'Olive oil' },
      })
      .returning();
    const moves: [number, number] = [20, 30];
    const answers = (await Promise.all(
      moves.map((status) =>
        api.request(`/api/staff/enquiries/${enquiry!.id}/status`, {
          method: 'POST',
          headers: { ...officer.bearer, 'Content-Type': 'application/json' },
          body: JSON.stringify({ status, version: enquiry!.version }),
        }),
      ),
    )) as [Response, Response];
    const { won, lost } = winnerAndLoser(answers, moves);
    await expectStale(lost);
    const [row] = await api.db.select().from(enquiries).where(eq(enquiries.id, enquiry!.id));
    expect(row!.status).toBe(won);
  });
});

describe('the version a change names', () => {
  it('is required of staff (428), read from the body or If-Match, and checked (409)', async () => {
    const editor = await createStaff(api, 'editor');
    const [item] = await api.db.select().from(news).limit(1);
    const put = (body: object, headers: Record<string, string> = {}) =>
      api.request(`/api/staff/news/${item!.id}`, {
        method: 'PUT',
        headers: { ...editor.bearer, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const missing = await put({ meta_description_en: 'No version' });
    expect(missing.status).toBe(428);
    expect((await json<ErrorBody>(missing)).message).toBe(en.Api.versionRequired);
    expect((await put({ meta_description_en: 'Bad', version: 'three' })).status).toBe(422);
    expect((await put({ meta_description_en: 'Bad', version: 0 })).status).toBe(422);

    const current = await versionOf(api, news, item!.id);
    const byHeader = await put({ meta_description_en: 'By If-Match' }, ifMatch(current));
    expect(byHeader.status).toBe(200);
    expect((await json<{ version: number }>(byHeader)).version).toBe(current + 1);
    const weak = await put(
      { meta_description_en: 'Weak tag' },
      { 'If-Match': `W/"${current + 1}"` },
    );
    expect(weak.status).toBe(200);
    const stale = await put({ meta_description_en: 'Stale', version: current });
    expect(stale.status).toBe(409);
    const [row] = await api.db.select().from(news).where(eq(news.id, item!.id));
    expect(row!.meta_description_en).toBe('Weak tag');
  });

  // Issue 56: the specification's member calls name no version and answer as it defines them; the
  // portal's own forms name one (issue 44), and a stale one is refused without a trace.
  it.each(MEMBER_CHANGES.map((change) => [change.route, change] as const))(
    '%s as the specification makes it (no version) answers Success',
    async (_, change) => {
      const { member, send, applied } = await change.setup();
      const answer = await send(member, {});
      expect(answer.status).toBe(200);
      expect(isSuccessAnswer(await answer.text())).toBe(true);
      await applied();
    },
  );

  it.each(MEMBER_CHANGES.map((change) => [change.route, change] as const))(
    '%s with a version: 409 once the record moved on, nothing changed; the current one applies',
    async (_, change) => {
      const { member, table, id, send, unchanged, applied } = await change.setup();
      // Another tab changed the record since this one read it.
      const read = await versionOf(api, table, id);
      await api.db
        .update(table)
        .set({ version: read + 1 })
        .where(eq(table.id, id));
      const stale = await send(member, ifMatch(read));
      expect(stale.status).toBe(409);
      await expectStale(stale);
      await unchanged();
      expect((await send(member, ifMatch(read + 1))).status).toBe(200);
      await applied();
    },
  );

  it('is in every answer that reads the record, and moves on with each change', async () => {
    const { member, company } = await memberWithCompany(api);
    const read = async () =>
      (
        await json<{ version: number }[]>(
          await api.request(`/api/my-company/${company.id}`, { headers: member.bearer }),
        )
      )[0]!.version;
    expect(await read()).toBe(1);
    await post(
      api,
      member,
      '/api/international-buyers-update',
      await companyForm(company.id, 'Changed once', 1),
    );
    expect(await read()).toBe(2);
    const user = await json<{ version: number }>(
      await api.request('/api/user', { headers: member.bearer }),
    );
    expect(user.version).toBe(1);
  });
});

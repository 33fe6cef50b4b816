import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { companies, enquiries, news, products } from '@/lib/db/schema';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import {
  certificatesOf,
  companyFields,
  memberWithCompany,
  post,
  productFields,
  type Fields,
} from './companies-fixtures';
import { createMember, createStaff } from './helpers/accounts';
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

  it("is optional on the specification's member routes, and checked when named", async () => {
    const { member, company } = await memberWithCompany(api);
    const fields = await companyForm(company.id, 'Without a version', company.version);
    delete fields.version;
    expect((await post(api, member, '/api/international-buyers-update', fields)).status).toBe(200);
    const stale = await post(
      api,
      member,
      '/api/international-buyers-update',
      await companyForm(company.id, 'From an old tab', company.version),
    );
    expect(stale.status).toBe(409);
    await expectStale(stale);
    const row = await api.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row[0]!.company_trading_name).toBe('Without a version');
  });

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

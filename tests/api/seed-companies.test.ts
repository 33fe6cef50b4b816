import { count, eq, inArray, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { companies, companyCertificates, products, services, users } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { UNUSABLE_PASSWORD_HASH, companySeed } from '@/lib/db/seed/companies/build';
import en from '@/messages/en.json';

import { createMember } from './helpers/accounts';
import { post } from './helpers/auth-requests';
import { json, TEST_HS_CHAPTERS, testApiForFile } from './helpers/test-api';

// The sample companies of the seed (lib/db/seed/companies): their owners cannot log in, the rows
// hang together, and later inserts do not collide with the seeded ids.

const api = testApiForFile();

const invalidCredentials = {
  message: en.Api.invalidCredentials,
  errors: { email: [en.Api.invalidCredentials] },
};

/** A seeded row as a new one: without its id (and its snapshot), for the sequence to number it. */
function asNew<T extends { id?: number; approved?: unknown }>(row: T): Omit<T, 'id' | 'approved'> {
  const copy = { ...row };
  delete copy.id;
  delete copy.approved;
  return copy;
}

/** An answer's body without its request id, which differs at every request. */
async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  const body = await json<Record<string, unknown>>(response);
  delete body.request_id;
  return body;
}

const ownerEmails = companySeed.owners.map((owner) => owner.email);
const countOf = async (table: typeof users | typeof companies) =>
  (await api.db.select({ value: count() }).from(table))[0]?.value ?? 0;

describe('seeded sample owners', () => {
  it('cannot log in: every password gets the answer of a wrong password, never a 500', async () => {
    const { user } = await createMember(api);
    const wrong = await post(api, '/login', { email: user.email, password: 'Not-The-Password-1' });
    const expected = { status: wrong.status, body: await bodyOf(wrong) };
    // The portal's answer to wrong credentials is 422 with the message at errors.email
    // (features/auth/server/login.ts, tests/api/auth-login.test.ts).
    expect(expected.status).toBe(422);
    expect(expected.body).toMatchObject(invalidCredentials);

    const owner = companySeed.owners[0]!;
    for (const password of ['Olive-Grove-2026', UNUSABLE_PASSWORD_HASH, 'x', owner.email]) {
      for (const form of [false, true]) {
        const response = await post(api, '/login', { email: owner.email, password }, { form });
        expect(response.status).toBe(expected.status);
        expect(await bodyOf(response)).toEqual(expected.body);
      }
    }
    const [row] = await api.db.select().from(users).where(eq(users.email, owner.email));
    expect(row?.password_hash).toBe(UNUSABLE_PASSWORD_HASH);
  });

  it('each own one company, which names them as its user', async () => {
    const rows = await api.db.select().from(users).where(inArray(users.email, ownerEmails));
    expect(rows).toHaveLength(companySeed.companies.length);
    for (const owner of rows) {
      const [company] = await api.db
        .select()
        .from(companies)
        .where(eq(companies.id, owner.company_id ?? 0));
      expect(company?.user_id, owner.email).toBe(owner.id);
      expect(owner.international_buyers_access).toBe(company?.status === 20 ? 1 : 0);
      expect(owner.email_verified_at).not.toBeNull();
    }
  });
});

describe('seeded sample companies', () => {
  it('leave the sequences past their ids, so later rows get new ids', async () => {
    const { user } = await createMember(api);
    const [seededUsers] = await api.db
      .select({ value: max(users.id) })
      .from(users)
      .where(inArray(users.email, ownerEmails));
    expect(user.id).toBeGreaterThan(seededUsers?.value ?? 0);

    const fields = asNew(companySeed.companies[0]!);
    const [company] = await api.db
      .insert(companies)
      .values({ ...fields, user_id: user.id, status: 10 })
      .returning();
    expect(company!.id).toBeGreaterThan(companySeed.companies.length);
    const [certificate] = await api.db
      .insert(companyCertificates)
      .values({ company_id: company!.id, title: 'ISO 9001:2015', file: 'certificates/x.pdf' })
      .returning();
    expect(certificate!.id).toBeGreaterThan(companySeed.certificates.length);
    const product = asNew(companySeed.products[0]!);
    const [newProduct] = await api.db
      .insert(products)
      .values({ ...product, company_id: company!.id })
      .returning();
    expect(newProduct!.id).toBeGreaterThan(companySeed.products.length);
    const service = asNew(companySeed.services[0]!);
    const [newService] = await api.db
      .insert(services)
      .values({ ...service, company_id: company!.id })
      .returning();
    expect(newService!.id).toBeGreaterThan(companySeed.services.length);
  });

  it('come back only while the companies table is empty, with the same owners', async () => {
    const usersBefore = await countOf(users);
    const companiesBefore = await countOf(companies);
    await seedDatabase(api.db, { onlyEmptyTables: true, hsChapters: TEST_HS_CHAPTERS });
    await seedDatabase(api.db, { hsChapters: TEST_HS_CHAPTERS });
    expect(await countOf(companies)).toBe(companiesBefore);
    expect(await countOf(users)).toBe(usersBefore);

    const ownersBefore = await api.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ownerEmails));
    await api.db.delete(companies);
    await seedDatabase(api.db, { onlyEmptyTables: true, hsChapters: TEST_HS_CHAPTERS });
    expect(await countOf(companies)).toBe(companySeed.companies.length);
    expect(await countOf(users)).toBe(usersBefore);
    for (const owner of ownersBefore) {
      const [company] = await api.db
        .select()
        .from(companies)
        .where(eq(companies.user_id, owner.id));
      expect(company, owner.email).toBeDefined();
    }
    const [productCount] = await api.db.select({ value: count() }).from(products);
    expect(productCount?.value).toBe(companySeed.products.length);
    // Three seedings: seconds on a quiet machine, over the usual 30 s on a loaded one.
  }, 120_000);
});

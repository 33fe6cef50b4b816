// @postgres: locking (two decisions on one record at once)
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import type { QueueAnswer, Review } from '@/features/approvals/schemas';
import { countWaiting } from '@/features/approvals/server/queue';
import { publicVersion } from '@/features/companies/review-status';
import { auditLog, companies, mailOutbox, products, services, users } from '@/lib/db/schema';
import { outboxRows } from '@/lib/mail/outbox';

import type { ErrorBody } from './account-fixtures';
import {
  certificatesOf,
  companyFields,
  companyOf,
  memberWithCompany,
  png,
  post,
  productFields,
  productRow,
  serviceFields,
  serviceRow,
  upload,
  type Fields,
} from './companies-fixtures';
import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { staffIfMatch } from './helpers/versions';

// The outbox rows are built by the real function; one test makes them unstorable to see the whole
// decision roll back.
vi.mock('@/lib/mail/outbox', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/mail/outbox')>();
  return { ...real, outboxRows: vi.fn(real.outboxRows) };
});

const api = testApiForFile();

const call = (path: string, who: TestMember | null, init: RequestInit = {}) =>
  api.request(path, {
    ...init,
    headers: { ...(who ? who.bearer : {}), ...(init.headers as Record<string, string>) },
  });

const getQueue = (who: TestMember | null, query = '') => call(`/api/staff/approvals${query}`, who);
const getReview = (who: TestMember | null, type: string, id: number | string) =>
  call(`/api/staff/approvals/${type}/${id}`, who);
const decide = (
  who: TestMember | null,
  type: string,
  id: number | string,
  decision: 'approve' | 'refuse',
  body?: unknown,
) => decideAt(who, type, id, decision, body);

// A decision names the version the officer reviewed (the record's as stored now, or the one given).
async function decideAt(
  who: TestMember | null,
  type: string,
  id: number | string,
  decision: 'approve' | 'refuse',
  body?: unknown,
) {
  const path = `/api/staff/approvals/${type}/${id}/${decision}`;
  const version = await staffIfMatch(api, 'POST', path);
  return call(path, who, {
    method: 'POST',
    ...(body === undefined
      ? { headers: version }
      : {
          headers: { 'Content-Type': 'application/json', ...version },
          body: JSON.stringify(body),
        }),
  });
}

const auditOf = (entityType: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, entityType), eq(auditLog.entity_id, String(id))))
    .orderBy(desc(auditLog.id));

const mailTo = (email: string) =>
  api.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));

const accessOf = async (userId: number) =>
  (await api.db.select().from(users).where(eq(users.id, userId)))[0]!.international_buyers_access;

async function addProduct(member: TestMember, overrides: Fields = {}) {
  const response = await post(api, member, '/api/products', await productFields(api, overrides));
  if (response.status !== 200) throw new Error(await response.text());
  const [row] = await api.db
    .select()
    .from(products)
    .where(eq(products.company_id, (await companyOf(api, member.user.id))!.id))
    .orderBy(desc(products.id))
    .limit(1);
  return row!;
}

/** A product the agency approved, which its member then changed (name and image): status 40. */
async function changedProduct() {
  const { member } = await memberWithCompany(api);
  const product = await addProduct(member);
  await api.db.update(products).set({ status: 20 }).where(eq(products.id, product.id));
  const response = await post(
    api,
    member,
    `/api/edit-products/${product.id}`,
    await productFields(api, {
      name_eng: 'Olive oil, new bottle',
      image_changed: '1',
      image: upload(await png(500, 500, '#ff8800'), 'new.png'),
    }),
  );
  if (response.status !== 200) throw new Error(await response.text());
  return { member, before: product, after: (await productRow(api, product.id))! };
}

describe('who may use the approvals API', () => {
  it('lets officers and admins in, and refuses editors and members (403) and visitors (401)', async () => {
    const { company } = await memberWithCompany(api);
    const officer = await createStaff(api, 'officer');
    const admin = await createStaff(api, 'admin');
    const editor = await createStaff(api, 'editor');
    const member = await createMember(api);
    for (const [who, status] of [
      [officer, 200],
      [admin, 200],
      [editor, 403],
      [member, 403],
      [null, 401],
    ] as const) {
      expect((await getQueue(who)).status).toBe(status);
      expect((await getReview(who, 'company', company.id)).status).toBe(status);
    }
    for (const [who, status] of [
      [editor, 403],
      [member, 403],
      [null, 401],
    ] as const) {
      expect((await decide(who, 'company', company.id, 'approve')).status).toBe(status);
      expect((await decide(who, 'company', company.id, 'refuse', { reason: 'No' })).status).toBe(
        status,
      );
    }
    expect((await companyOf(api, (await ownerOf(company.id)).id))!.status).toBe(10);
    // Each of the two deciding roles decides one record.
    const other = await memberWithCompany(api);
    expect((await decide(officer, 'company', company.id, 'approve')).status).toBe(200);
    expect(
      (await decide(admin, 'company', other.company.id, 'refuse', { reason: 'Incomplete' })).status,
    ).toBe(200);
  });

  it('asks staff who have not passed the second factor for it (401)', async () => {
    const officer = await createStaff(api, 'officer', { secondFactor: false });
    const response = await getQueue(officer);
    expect(response.status).toBe(401);
  });

  it('needs the CSRF header when the session cookie carries a decision', async () => {
    const { company } = await memberWithCompany(api);
    const officer = await createStaff(api, 'officer');
    const response = await api.request(`/api/staff/approvals/company/${company.id}/approve`, {
      method: 'POST',
      headers: { Cookie: officer.cookie.Cookie! },
    });
    expect(response.status).toBe(403);
    expect(
      (await api.db.select().from(companies).where(eq(companies.id, company.id)))[0]!.status,
    ).toBe(10);
  });
});

async function ownerOf(companyId: number) {
  const [row] = await api.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.user_id, users.id))
    .where(eq(companies.id, companyId));
  return row!;
}

describe('GET /api/staff/approvals', () => {
  it('lists the waiting companies newest first by default, with their member, and counts every type', async () => {
    const officer = await createStaff(api, 'officer');
    const first = await memberWithCompany(api, { company_registered_name: 'Queue First LLC' });
    api.services.clock.advance(60_000);
    const second = await memberWithCompany(api, { company_registered_name: 'Queue Second LLC' });
    // updated_at is the database's clock: make the order explicit.
    await api.db
      .update(companies)
      .set({ updated_at: '2020-01-01T00:00:00Z' })
      .where(eq(companies.id, first.company.id));
    await api.db
      .update(companies)
      .set({ updated_at: '2020-01-02T00:00:00Z' })
      .where(eq(companies.id, second.company.id));
    const answer = await json<QueueAnswer>(await getQueue(officer, '?type=company&q=Queue'));
    expect(answer.items.map((item) => item.company.registered_name)).toEqual([
      'Queue Second LLC',
      'Queue First LLC',
    ]);
    expect(answer.items[1]).toMatchObject({
      type: 'company',
      id: first.company.id,
      status: 10,
      kind: 'new',
      waiting_since: '2020-01-01T00:00:00.000Z',
      item: null,
      member: { id: first.member.user.id, email: first.member.user.email, locale: 'en' },
    });
    expect(answer).toMatchObject({ total: 2, page: 1, page_count: 1, page_size: 20 });
    for (const type of ['company', 'product', 'service'] as const) {
      expect(answer.counts[type].new + answer.counts[type].changed).toBeGreaterThan(0);
    }
  });

  it('orders the queue newest first (order=newest) or oldest first (order=oldest), the id breaking ties', async () => {
    const officer = await createStaff(api, 'officer');
    const names = ['Ordinal Early LLC', 'Ordinal Tie A LLC', 'Ordinal Tie B LLC'];
    const ids: number[] = [];
    for (const name of names) {
      ids.push((await memberWithCompany(api, { company_registered_name: name })).company.id);
    }
    const sent = ['2021-03-01T08:00:00Z', '2021-03-02T08:00:00Z', '2021-03-02T08:00:00Z'];
    for (const [index, id] of ids.entries()) {
      await api.db.update(companies).set({ updated_at: sent[index] }).where(eq(companies.id, id));
    }
    const order = async (query: string) =>
      (
        await json<QueueAnswer>(await getQueue(officer, `?type=company&q=Ordinal${query}`))
      ).items.map((item) => item.id);
    const newest = [ids[2], ids[1], ids[0]];
    expect(await order('')).toEqual(newest);
    expect(await order('&order=newest')).toEqual(newest);
    expect(await order('&order=oldest')).toEqual([ids[0], ids[1], ids[2]]);
  });

  it('filters by kind and by text (Arabic too), and pages on the server', async () => {
    const officer = await createStaff(api, 'officer');
    const changed = await json<QueueAnswer>(await getQueue(officer, '?type=product&kind=changed'));
    expect(changed.items.length).toBeGreaterThan(0);
    expect(changed.items.every((item) => item.kind === 'changed' && item.item !== null)).toBe(true);
    const fresh = await json<QueueAnswer>(await getQueue(officer, '?type=product&kind=new'));
    expect(fresh.items.every((item) => item.kind === 'new')).toBe(true);
    expect(fresh.total + changed.total).toBe(
      changed.counts.product.new + changed.counts.product.changed,
    );

    const arabic = await json<QueueAnswer>(
      await getQueue(officer, `?type=product&q=${encodeURIComponent('زيت زيتون')}`),
    );
    expect(arabic.items.some((item) => item.item?.name_ara.includes('زيت زيتون'))).toBe(true);
    // A wildcard is taken literally.
    const none = await json<QueueAnswer>(await getQueue(officer, '?type=service&q=%25%25'));
    expect(none.total).toBe(0);

    const all = await json<QueueAnswer>(await getQueue(officer, '?type=product'));
    if (all.total > 20) {
      const second = await json<QueueAnswer>(await getQueue(officer, '?type=product&page=2'));
      expect(second.page).toBe(2);
      expect(second.items[0]!.id).not.toBe(all.items[0]!.id);
    }
    // A page past the end answers the last page.
    const last = await json<QueueAnswer>(await getQueue(officer, '?type=product&page=999'));
    expect(last.page).toBe(last.page_count);
  });

  it.each([
    '?type=member',
    '?kind=old',
    '?order=random',
    '?order=',
    '?page=0',
    '?page=x',
    `?q=${'a'.repeat(101)}`,
  ])('answers 422 for %s', async (query) => {
    const officer = await createStaff(api, 'officer');
    expect((await getQueue(officer, query)).status).toBe(422);
  });
});

describe("the dashboard's count of waiting records per type (countWaiting)", () => {
  it('counts what waits by type, new and changed apart, as the queue does; a decision takes one off', async () => {
    const officer = await createStaff(api, 'officer');
    const before = await countWaiting(api.db);
    const { company } = await memberWithCompany(api);
    await changedProduct();
    const now = await countWaiting(api.db);
    // Two new companies (the product's owner has one too) and one changed product.
    expect(now.company).toEqual({ ...before.company, new: before.company.new + 2 });
    expect(now.product).toEqual({ ...before.product, changed: before.product.changed + 1 });
    expect(now.service).toEqual(before.service);

    // The queue's tabs give the same figures, and each tab lists that many.
    const queue = await json<QueueAnswer>(await getQueue(officer));
    expect(queue.counts).toEqual(now);
    for (const type of ['company', 'product', 'service'] as const) {
      const tab = await json<QueueAnswer>(await getQueue(officer, `?type=${type}`));
      expect(tab.total).toBe(now[type].new + now[type].changed);
    }

    expect((await decide(officer, 'company', company.id, 'approve')).status).toBe(200);
    expect((await countWaiting(api.db)).company.new).toBe(now.company.new - 1);
  });
});

describe('GET /api/staff/approvals/{type}/{id}', () => {
  it('shows a new company with the names of its lookups and its files', async () => {
    const officer = await createStaff(api, 'officer');
    const { company, member } = await memberWithCompany(api);
    const review = await json<Review>(await getReview(officer, 'company', company.id));
    expect(review).toMatchObject({
      type: 'company',
      id: company.id,
      status: 10,
      kind: 'new',
      changed_fields: [],
      member: { id: member.user.id, locale: 'en' },
      company: { registered_name: 'Zaytouna Olive Products Co. LLC' },
    });
    const row = (field: string) => review.rows.find((item) => item.field === field)!;
    expect(row('company_registered_name')).toMatchObject({
      submitted: { type: 'text', text: 'Zaytouna Olive Products Co. LLC', dir: 'auto' },
      approved: null,
      changed: false,
    });
    expect(row('governorates').submitted).toMatchObject({
      type: 'names',
      names: [{ id: 1, en: expect.any(String), ar: expect.any(String) }],
    });
    expect(row('countries_of_operations').submitted).toMatchObject({
      type: 'names',
      names: [{ id: 682 }, { id: 784 }],
    });
    expect(row('logo').submitted).toEqual({
      type: 'files',
      files: [{ url: `/api/uploads/${company.logo}`, media: 'image', title: null }],
    });
    expect(row('company_profile_pdf').submitted).toMatchObject({
      files: [{ media: 'pdf' }],
    });
    expect(row('certificates').submitted).toMatchObject({
      files: [
        { media: 'pdf', title: 'ISO 22000' },
        { media: 'pdf', title: 'Halal certificate' },
      ],
    });
  });

  it('shows a change beside its approved version, files included', async () => {
    const officer = await createStaff(api, 'officer');
    const { before, after } = await changedProduct();
    const review = await json<Review>(await getReview(officer, 'product', after.id));
    expect(review.kind).toBe('changed');
    expect(review.status).toBe(40);
    expect(review.changed_fields).toEqual(['name_eng', 'image']);
    const image = review.rows.find((item) => item.field === 'image')!;
    expect(image).toMatchObject({
      changed: true,
      approved: { files: [{ url: `/api/uploads/${before.image}`, media: 'image' }] },
      submitted: { files: [{ url: `/api/uploads/${after.image}`, media: 'image' }] },
    });
    const sector = review.rows.find((item) => item.field === 'industry')!;
    expect(sector).toMatchObject({
      changed: false,
      approved: { names: [{ id: 3, en: 'Food Processing' }] },
    });
    expect(review.item).toEqual({ name_eng: 'Olive oil, new bottle', name_ara: after.name_ara });
  });

  it('shows a seeded change (no certificates in its approved version) as changed only where it is', async () => {
    const officer = await createStaff(api, 'officer');
    const [seeded] = await api.db.select().from(companies).where(eq(companies.status, 40)).limit(1);
    const review = await json<Review>(await getReview(officer, 'company', seeded!.id));
    expect(review.kind).toBe('changed');
    expect(review.changed_fields.length).toBeGreaterThan(0);
    expect(review.changed_fields).not.toContain('certificates');
  });

  it.each([
    ['company', 999_999, 404],
    ['member', 1, 404],
    ['company', 0, 422],
    ['company', 'abc', 422],
    ['company', '99999999999999999999', 404],
  ])('answers /%s/%s with %i', async (type, id, status) => {
    const officer = await createStaff(api, 'officer');
    expect((await getReview(officer, type, id)).status).toBe(status);
  });
});

describe('POST …/approve and …/refuse', () => {
  it('approves a company: status, buyers access, audit entry and e-mail together; pages re-validated', async () => {
    const officer = await createStaff(api, 'officer');
    const { company, member } = await memberWithCompany(api);
    expect(await accessOf(member.user.id)).toBe(0);
    api.services.revalidatedTags.length = 0;
    const kicks = api.services.outbox.kicks;
    const version = (await json<Review>(await getReview(officer, 'company', company.id))).version;
    const response = await decide(officer, 'company', company.id, 'approve', { version });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      type: 'company',
      id: company.id,
      status: 20,
      status_note: null,
    });
    const row = (await companyOf(api, member.user.id))!;
    expect(row).toMatchObject({ status: 20, status_note: null, approved: null });
    expect(await accessOf(member.user.id)).toBe(1);
    const [entry] = await auditOf('companies', company.id);
    expect(entry).toMatchObject({
      actor_id: officer.user.id,
      actor_role: 'officer',
      action: 'company.approve',
      before: { status: 10, status_note: null, international_buyers_access: 0 },
      after: { status: 20, status_note: null, international_buyers_access: 1 },
    });
    const [mail] = await mailTo(member.user.email);
    expect(mail!.subject).toBe('Approved: Zaytouna Olive Products Co. LLC');
    expect(mail!.text_body).toContain('approved your company');
    expect(mail!.text_body).toContain('http://portal.test/profile');
    expect(api.services.revalidatedTags).toEqual(['companies', 'hs-codes', 'search']);
    expect(api.services.outbox.kicks).toBe(kicks + 1);
  });

  it('refuses a product with a reason in Arabic: status 30, the reason, the audit entry and an Arabic e-mail', async () => {
    const officer = await createStaff(api, 'officer');
    const { member } = await memberWithCompany(api);
    await api.db.update(users).set({ locale: 'ar' }).where(eq(users.id, member.user.id));
    const product = await addProduct(member);
    const reason = 'يرجى إرفاق صورة المنتج بعبوته التجارية.';
    const response = await decide(officer, 'product', product.id, 'refuse', {
      reason: `  ${reason}\n `,
    });
    expect(response.status).toBe(200);
    expect((await productRow(api, product.id))!).toMatchObject({ status: 30, status_note: reason });
    const [entry] = await auditOf('products', product.id);
    expect(entry).toMatchObject({
      action: 'product.refuse',
      before: { status: 10, status_note: null },
      after: { status: 30, status_note: reason },
    });
    const [mail] = await mailTo(member.user.email);
    // The product's name is isolated in the Arabic subject (lib/i18n/isolate.ts).
    expect(mail!.subject).toBe(`لم تتم الموافقة: \u2068${product.name_ara}\u2069`);
    expect(mail!.text_body).toContain(reason);
    expect(mail!.text_body).toContain('http://portal.test/ar/my-products');
    expect(mail!.html_body).toContain('dir="rtl"');
    // The member's list shows the status and the reason.
    const list = await api.request(`/api/my-products-get/${product.company_id}`, {
      headers: member.bearer,
    });
    expect(
      (await json<{ id: number; status: number; status_note: string }[]>(list))[0],
    ).toMatchObject({ id: product.id, status: 30, status_note: reason });
  });

  it('escapes the reason in the e-mail', async () => {
    const officer = await createStaff(api, 'officer');
    const { member } = await memberWithCompany(api);
    const product = await addProduct(member);
    await decide(officer, 'product', product.id, 'refuse', {
      reason: '<img src=x onerror=alert(1)>',
    });
    const [mail] = await mailTo(member.user.email);
    expect(mail!.html_body).not.toContain('<img src=x');
    expect(mail!.html_body).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('approves a change: publishes it, drops the approved version and removes the file it alone used', async () => {
    const officer = await createStaff(api, 'officer');
    const { before, after, member } = await changedProduct();
    expect(api.services.files.has(before.image)).toBe(true);
    const response = await decide(officer, 'product', after.id, 'approve');
    expect(response.status).toBe(200);
    const row = (await productRow(api, after.id))!;
    expect(row).toMatchObject({ status: 20, approved: null, name_eng: 'Olive oil, new bottle' });
    expect(publicVersion(row)).toMatchObject({
      name_eng: 'Olive oil, new bottle',
      image: after.image,
    });
    expect(api.services.files.has(before.image)).toBe(false);
    expect(api.services.files.has(after.image)).toBe(true);
    const [entry] = await auditOf('products', after.id);
    expect(entry).toMatchObject({
      action: 'product.approve',
      before: { status: 40, name_eng: 'Extra virgin olive oil 1 L', image: before.image },
      after: { status: 20, name_eng: 'Olive oil, new bottle', image: after.image },
    });
    const [mail] = await mailTo(member.user.email);
    expect(mail!.text_body).toContain('approved the changes to your product');
  });

  it('refuses a change: the approved version stays public; the next edit waits as a change again', async () => {
    const officer = await createStaff(api, 'officer');
    const { before, after, member } = await changedProduct();
    const response = await decide(officer, 'product', after.id, 'refuse', {
      reason: 'The new picture is blurred.',
    });
    expect(response.status).toBe(200);
    const row = (await productRow(api, after.id))!;
    expect(row).toMatchObject({ status: 30, status_note: 'The new picture is blurred.' });
    expect(row.approved).toMatchObject({ name_eng: before.name_eng, image: before.image });
    expect(publicVersion(row)).toMatchObject({ name_eng: before.name_eng, image: before.image });
    // Both pictures are kept: the public one and the member's, to correct.
    expect(api.services.files.has(before.image)).toBe(true);
    expect(api.services.files.has(after.image)).toBe(true);
    const [mail] = await mailTo(member.user.email);
    expect(mail!.text_body).toContain('goes on showing the version approved before');

    await post(
      api,
      member,
      `/api/edit-products/${after.id}`,
      await productFields(api, {
        name_eng: 'Olive oil, sharper picture',
        image: '',
        existing_image: `/api/uploads/${after.image}`,
      }),
    );
    const again = (await productRow(api, after.id))!;
    expect(again.status).toBe(40);
    expect(again.approved).toMatchObject({ name_eng: before.name_eng });
  });

  it('approves a changed company: certificates and logo published, access granted', async () => {
    const officer = await createStaff(api, 'officer');
    const { company, member } = await memberWithCompany(api);
    await api.db.update(companies).set({ status: 20 }).where(eq(companies.id, company.id));
    await api.db
      .update(users)
      .set({ international_buyers_access: 1 })
      .where(eq(users.id, member.user.id));
    const certificates = await certificatesOf(api, company.id);
    const edit = await post(api, member, '/api/international-buyers-update', {
      ...companyFields({ company_trading_name: 'Zaytouna Jo' }),
      company_id: String(company.id),
      logo_changed: '1',
      logo: upload(await png(300, 300, '#0000aa'), 'new.png'),
      pdf_changed: '0',
      existing_company_profile_pdf: `/api/uploads/${company.company_profile_pdf}`,
      attachment_option_file: JSON.stringify(
        certificates.map((c) => ({
          title: c.title,
          file: `/api/uploads/${c.file}`,
          is_new: false,
        })),
      ),
    });
    expect(edit.status).toBe(200);
    const changed = (await companyOf(api, member.user.id))!;
    expect(changed.status).toBe(40);
    const review = await json<Review>(await getReview(officer, 'company', company.id));
    expect(review.changed_fields).toEqual(['company_trading_name', 'logo']);
    expect((await decide(officer, 'company', company.id, 'approve')).status).toBe(200);
    const row = (await companyOf(api, member.user.id))!;
    expect(row).toMatchObject({ status: 20, approved: null, company_trading_name: 'Zaytouna Jo' });
    expect(api.services.files.has(company.logo)).toBe(false);
    expect(api.services.files.has(row.logo)).toBe(true);
  });

  it('answers a second decision, or one on a record that does not wait, with 422', async () => {
    const officer = await createStaff(api, 'officer');
    const admin = await createStaff(api, 'admin');
    const { member } = await memberWithCompany(api);
    const service = await (async () => {
      await post(api, member, '/api/services', await serviceFields(api));
      const [row] = await api.db
        .select()
        .from(services)
        .where(eq(services.company_id, (await companyOf(api, member.user.id))!.id));
      return row!;
    })();
    expect((await decide(officer, 'service', service.id, 'approve')).status).toBe(200);
    const again = await decide(admin, 'service', service.id, 'refuse', { reason: 'Late' });
    expect(again.status).toBe(422);
    expect((await json<ErrorBody>(again)).message).toMatch(/no longer waits/);
    expect((await decide(admin, 'service', service.id, 'approve')).status).toBe(422);
    expect((await serviceRow(api, service.id))!).toMatchObject({ status: 20, status_note: null });
    expect(await auditOf('services', service.id)).toHaveLength(1);
    expect(await mailTo(member.user.email)).toHaveLength(1);
  });

  it('lets one of two decisions taken at once through; the other answers 422', async () => {
    const officer = await createStaff(api, 'officer');
    const admin = await createStaff(api, 'admin');
    const { company, member } = await memberWithCompany(api);
    const answers = await Promise.all([
      decide(officer, 'company', company.id, 'approve'),
      decide(admin, 'company', company.id, 'refuse', { reason: 'Incomplete' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(await auditOf('companies', company.id)).toHaveLength(1);
    expect(await mailTo(member.user.email)).toHaveLength(1);
  });

  it('refuses a decision on a version the member has changed since (409), changing nothing', async () => {
    const officer = await createStaff(api, 'officer');
    const { member, after } = await changedProduct();
    // The officer opens the review; the member changes the product again before the decision.
    const { version } = await json<Review>(await getReview(officer, 'product', after.id));
    const again = await post(
      api,
      member,
      `/api/edit-products/${after.id}`,
      await productFields(api, { name_eng: 'Olive oil, third bottle' }),
    );
    expect(again.status).toBe(200);
    const response = await decide(officer, 'product', after.id, 'approve', { version });
    expect(response.status).toBe(409);
    expect((await json<ErrorBody>(response)).message).toBe(
      'This record changed since you opened it: reload to see the change.',
    );
    const row = (await productRow(api, after.id))!;
    expect(row.status).toBe(40);
    expect(row.name_eng).toBe('Olive oil, third bottle');
    expect(await auditOf('products', after.id)).toHaveLength(0);
  });

  it.each([
    ['no body', undefined],
    ['no reason', {}],
    ['a blank reason', { reason: '  \n ' }],
    ['a reason too long', { reason: 'x'.repeat(1001) }],
    ['a reason that is no text', { reason: 42 }],
  ])('refuses a refusal with %s (422), changing nothing', async (_label, body) => {
    const officer = await createStaff(api, 'officer');
    const { company, member } = await memberWithCompany(api);
    const response = await decide(officer, 'company', company.id, 'refuse', body);
    expect([400, 422]).toContain(response.status);
    expect((await companyOf(api, member.user.id))!.status).toBe(10);
    expect(await auditOf('companies', company.id)).toHaveLength(0);
  });

  it('accepts a reason of exactly 1000 characters', async () => {
    const officer = await createStaff(api, 'officer');
    const { company } = await memberWithCompany(api);
    const response = await decide(officer, 'company', company.id, 'refuse', {
      reason: 'x'.repeat(1000),
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['company', 999_999, 404],
    ['offer', 1, 404],
    ['product', 0, 422],
    ['product', 'one', 422],
  ])('answers a decision on /%s/%s with %i', async (type, id, status) => {
    const officer = await createStaff(api, 'officer');
    expect((await decide(officer, type, id, 'approve')).status).toBe(status);
    expect((await decide(officer, type, id, 'refuse', { reason: 'No' })).status).toBe(status);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const officer = await createStaff(api, 'officer');
    const { company } = await memberWithCompany(api);
    const response = await call(`/api/staff/approvals/company/${company.id}/refuse`, officer, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"reason": ',
    });
    expect([400, 422]).toContain(response.status);
  });

  it('writes nothing when the transaction fails at its last step', async () => {
    const officer = await createStaff(api, 'officer');
    const { company, member } = await memberWithCompany(api);
    api.services.revalidatedTags.length = 0;
    // An e-mail without an address cannot be stored: the insert fails inside the transaction.
    vi.mocked(outboxRows).mockImplementationOnce((messages, now) =>
      messages.map((message) => ({
        to_address: null as unknown as string,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        next_attempt_at: now,
        created_at: now,
      })),
    );
    const response = await decide(officer, 'company', company.id, 'approve');
    expect(response.status).toBe(500);
    expect((await companyOf(api, member.user.id))!).toMatchObject({
      status: 10,
      status_note: null,
    });
    expect(await accessOf(member.user.id)).toBe(0);
    expect(await auditOf('companies', company.id)).toHaveLength(0);
    expect(await mailTo(member.user.email)).toHaveLength(0);
    expect(api.services.revalidatedTags).toEqual([]);
    // The same decision then goes through.
    expect((await decide(officer, 'company', company.id, 'approve')).status).toBe(200);
  });
});

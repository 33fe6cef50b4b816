import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { HsFinderAnswer } from '@/features/hs-codes/schemas';
import { hsSynonyms, products, services } from '@/lib/db/schema';

import {
  companyOf,
  del,
  memberWithCompany,
  post,
  productFields,
  productRow,
  serviceFields,
  type Fields,
} from './companies-fixtures';
import { createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch, staffIfMatch } from './helpers/versions';

// Issue 37: the names of members' approved products and services that carry an HS code are the
// finder's synonyms, stored when an approval, a member's change or a removal lands (kind
// "offering"), in the same transaction; staff neither see nor edit them in the console's list.

const api = testApiForFile();

// Qamardeen (apricot paste) is a Jordanian product the nomenclature's names do not hold: 2007.99.
const PASTE = { name_eng: 'Qamardeen apricot paste', name_ara: 'قمر الدين', hs_code: '2007.99' };

const find = async (q: string) => {
  const response = await api.request(`/api/hs-codes?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return (await json<HsFinderAnswer>(response)).data.map((result) => result.code);
};

let officer: Awaited<ReturnType<typeof createStaff>> | undefined;

async function decide(type: string, id: number, decision: 'approve' | 'refuse') {
  officer ??= await createStaff(api, 'officer');
  const path = `/api/staff/approvals/${type}/${id}/${decision}`;
  const body = decision === 'refuse' ? JSON.stringify({ reason: 'Please add the label.' }) : null;
  const response = await api.request(path, {
    method: 'POST',
    headers: {
      ...officer.bearer,
      ...(await staffIfMatch(api, 'POST', path)),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A member whose company the agency approved. */
async function approvedMember() {
  const { member, company } = await memberWithCompany(api, {
    industry_information_for_services: '[7]',
  });
  await decide('company', company.id, 'approve');
  return member;
}

async function lastOf(member: TestMember, kind: 'products' | 'services') {
  const table = kind === 'products' ? products : services;
  const company = (await companyOf(api, member.user.id))!;
  const [row] = await api.db
    .select()
    .from(table)
    .where(eq(table.company_id, company.id))
    .orderBy(desc(table.id))
    .limit(1);
  return row!;
}

async function addProduct(member: TestMember, overrides: Fields = {}) {
  const response = await post(api, member, '/api/products', await productFields(api, overrides));
  expect(response.status, await response.clone().text()).toBe(200);
  return lastOf(member, 'products');
}

const offeringRows = (type: string, id: number) =>
  api.db
    .select()
    .from(hsSynonyms)
    .where(and(eq(hsSynonyms.offering_type, type), eq(hsSynonyms.offering_id, id)));

describe('a product’s name as a synonym', () => {
  it('finds its code once approved, in both languages, and not before', async () => {
    const member = await approvedMember();
    const product = await addProduct(member, PASTE);
    expect(await find('qamardeen')).toEqual([]);
    await decide('product', product.id, 'approve');
    expect((await find('qamardeen'))[0]).toBe('200799');
    expect((await find('قمر الدين'))[0]).toBe('200799');
    const [row] = await offeringRows('products', product.id);
    expect(row).toMatchObject({ kind: 'offering', code: '200799', phrase_ar: 'قمر الدين' });
  });

  it('is not written for a refused product, nor while its company is not approved', async () => {
    const refused = await addProduct(await approvedMember(), {
      ...PASTE,
      name_eng: 'Mulberry molasses dibs',
    });
    await decide('product', refused.id, 'refuse');
    expect(await find('mulberry molasses dibs')).not.toContain('200799');
    expect(await offeringRows('products', refused.id)).toEqual([]);

    const { member, company } = await memberWithCompany(api);
    const waiting = await addProduct(member, { ...PASTE, name_eng: 'Tamarind paste jallab' });
    await decide('product', waiting.id, 'approve');
    expect(await offeringRows('products', waiting.id)).toEqual([]);
    await decide('company', company.id, 'approve');
    expect((await find('jallab'))[0]).toBe('200799');
  });

  it('keeps the approved name while a change waits, and takes the new one when it is approved', async () => {
    const member = await approvedMember();
    const product = await addProduct(member, { ...PASTE, name_eng: 'Carob molasses' });
    await decide('product', product.id, 'approve');
    const edit = await post(
      api,
      member,
      `/api/edit-products/${product.id}`,
      await productFields(api, {
        ...PASTE,
        name_eng: 'Grape molasses',
        hs_code: '2008',
        image: '',
        image_changed: '0',
        existing_image: `/api/uploads/${(await productRow(api, product.id))!.image}`,
        version: String((await productRow(api, product.id))!.version),
      }),
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect((await find('carob molasses'))[0]).toBe('200799');
    expect(await offeringRows('products', product.id)).toMatchObject([{ code: '200799' }]);

    await decide('product', product.id, 'approve');
    expect(await offeringRows('products', product.id)).toMatchObject([
      { code: '2008', phrase_en: 'Grape molasses' },
    ]);
    expect(await find('carob')).not.toContain('200799');
  });

  it('goes with the product when the member deletes it', async () => {
    const member = await approvedMember();
    const product = await addProduct(member, { ...PASTE, name_eng: 'Malban grape sheets' });
    await decide('product', product.id, 'approve');
    expect((await find('malban'))[0]).toBe('200799');
    const version = (await productRow(api, product.id))!.version;
    const response = await api.request(`/api/products/${product.id}`, {
      method: 'DELETE',
      headers: { ...member.bearer, ...ifMatch(version) },
    });
    expect(response.status).toBe(200);
    expect(await offeringRows('products', product.id)).toEqual([]);
    expect(await find('malban')).not.toContain('200799');
  });

  it('names the heading when the product’s subheading is of another edition (150910 → 1509)', async () => {
    const member = await approvedMember();
    const product = await addProduct(member, { name_eng: 'Nabali olive oil', hs_code: '150910' });
    await decide('product', product.id, 'approve');
    expect(await offeringRows('products', product.id)).toMatchObject([{ code: '1509' }]);
  });
});

describe('a service’s name as a synonym', () => {
  it('finds its code once approved, and goes when the service is deleted', async () => {
    const member = await approvedMember();
    const added = await post(
      api,
      member,
      '/api/services',
      await serviceFields(api, { name_eng: 'Zaatar sorting and drying', hs_code: '0910' }),
    );
    expect(added.status).toBe(200);
    const service = await lastOf(member, 'services');
    expect(await offeringRows('services', service.id)).toEqual([]);
    await decide('service', service.id, 'approve');
    expect(await offeringRows('services', service.id)).toMatchObject([{ code: '0910' }]);
    expect(await find('zaatar sorting drying')).toContain('0910');

    expect((await del(api, member, `/api/services/${service.id}`)).status).toBe(200);
    expect(await offeringRows('services', service.id)).toEqual([]);
  });

  it('writes none for a service without a code', async () => {
    const member = await approvedMember();
    await post(api, member, '/api/services', await serviceFields(api, { hs_code: '' }));
    const service = await lastOf(member, 'services');
    await decide('service', service.id, 'approve');
    expect(await offeringRows('services', service.id)).toEqual([]);
  });
});

describe('the console’s synonyms', () => {
  it('lists only the staff’s, and refuses to change or delete an offering’s (404)', async () => {
    const member = await approvedMember();
    const product = await addProduct(member, { ...PASTE, name_eng: 'Qamardeen sheets' });
    await decide('product', product.id, 'approve');
    const [row] = await offeringRows('products', product.id);
    const editor = await createStaff(api, 'editor');

    const list = await json<{ total: number }>(
      await api.request('/api/staff/hs-synonyms?q=qamardeen', { headers: editor.bearer }),
    );
    expect(list.total).toBe(0);
    const update = await api.request(`/api/staff/hs-synonyms/${row!.id}`, {
      method: 'PUT',
      headers: { ...editor.bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: '0406', phrase_en: 'x', phrase_ar: '', version: row!.version }),
    });
    expect(update.status).toBe(404);
    const remove = await api.request(`/api/staff/hs-synonyms/${row!.id}`, {
      method: 'DELETE',
      headers: { ...editor.bearer, ...ifMatch(row!.version) },
    });
    expect(remove.status).toBe(404);
    expect(await offeringRows('products', product.id)).toEqual([row]);
  });
});

import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { SearchAnswer } from '@/features/search/schemas';
import { services } from '@/lib/db/schema';

import type { ErrorBody } from './account-fixtures';
import {
  companyOf,
  del,
  get,
  memberWithCompany,
  post,
  productFields,
  serviceFields,
  serviceRow,
  type Fields,
} from './companies-fixtures';
import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { staffIfMatch } from './helpers/versions';

// Issue 37: a service names the HS code of the goods it serves (optional), written as members
// write codes; the nomenclature must know it. Its answer, the public page and the site search
// carry it as a product's.

const api = testApiForFile();

const UNKNOWN =
  'The HS nomenclature has no such code. Pick one from the list, or check the digits.';
const SHAPE = 'Enter the HS code: 2 to 6 digits.';

const errorsOf = async (response: Response) => (await json<ErrorBody>(response)).errors;

async function addService(member: TestMember, overrides: Fields = {}) {
  return post(api, member, '/api/services', await serviceFields(api, overrides));
}

async function lastService(member: TestMember) {
  const company = (await companyOf(api, member.user.id))!;
  const [row] = await api.db
    .select()
    .from(services)
    .where(eq(services.company_id, company.id))
    .orderBy(desc(services.id))
    .limit(1);
  return row;
}

/** The fields of an edit that keeps the stored files. */
async function editFields(id: number, overrides: Fields = {}): Promise<Fields> {
  const row = (await serviceRow(api, id))!;
  return serviceFields(api, {
    image: '',
    certificate_image: '',
    image_changed: '0',
    certificate_changed: '0',
    existing_image: `/api/uploads/${row.image}`,
    existing_certificate_image: `/api/uploads/${row.certificate_image}`,
    version: String(row.version),
    ...overrides,
  });
}

async function approve(type: 'company' | 'service', id: number) {
  const officer = await createStaff(api, 'officer');
  const path = `/api/staff/approvals/${type}/${id}/approve`;
  const response = await api.request(path, {
    method: 'POST',
    headers: { ...officer.bearer, ...(await staffIfMatch(api, 'POST', path)) },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('a service’s HS code, as the member writes it', () => {
  it.each([
    ['1509', '1509'],
    ['15.09', '1509'],
    ['150910', '150910'],
    ['1509.20', '150920'],
    ['1509 20', '150920'],
    ['١٥٠٩', '1509'],
    [' 07 ', '07'],
  ])('stores "%s" as %s and answers it', async (typed, stored) => {
    const { member, company } = await memberWithCompany(api, {
      industry_information_for_services: '[7]',
    });
    const response = await addService(member, { hs_code: typed });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await lastService(member))!.hs_code).toBe(stored);
    const list = await json<{ hs_code: string | null }[]>(
      await get(api, member, `/api/my-services-get/${company.id}`),
    );
    expect(list[0]!.hs_code).toBe(stored);
  });

  it('stores none when the field is empty or left out', async () => {
    const { member } = await memberWithCompany(api);
    expect((await addService(member, { hs_code: '' })).status).toBe(200);
    expect((await lastService(member))!.hs_code).toBeNull();
    // The fixture's fields, as a client written before issue 37 sends them: no hs_code at all.
    const withoutCode = await serviceFields(api);
    expect(withoutCode).not.toHaveProperty('hs_code');
    expect((await post(api, member, '/api/services', withoutCode)).status).toBe(200);
    expect((await lastService(member))!.hs_code).toBeNull();
  });

  it.each([
    ['9999', UNKNOWN],
    ['999999', UNKNOWN],
    ['150', UNKNOWN],
    ['99', UNKNOWN],
    ['1509101', SHAPE],
    ['1509201234', SHAPE],
    ['olive oil', SHAPE],
    ['15A9', SHAPE],
  ])('refuses "%s" (422) and stores nothing', async (typed, message) => {
    const { member } = await memberWithCompany(api);
    const response = await addService(member, { hs_code: typed });
    expect(response.status).toBe(422);
    expect((await errorsOf(response)).hs_code).toEqual([message]);
    expect(await lastService(member)).toBeUndefined();
  });

  it('refuses an unknown code on a product as well (422)', async () => {
    const { member } = await memberWithCompany(api);
    const response = await post(
      api,
      member,
      '/api/products',
      await productFields(api, { hs_code: '9999' }),
    );
    expect(response.status).toBe(422);
    expect((await errorsOf(response)).hs_code).toEqual([UNKNOWN]);
  });

  it('changes and clears the code on edit', async () => {
    const { member } = await memberWithCompany(api);
    await addService(member, { hs_code: '0406' });
    const { id } = (await lastService(member))!;
    const changed = await post(
      api,
      member,
      `/api/edit-services/${id}`,
      await editFields(id, { hs_code: '04.06.10' }),
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await serviceRow(api, id))!.hs_code).toBe('040610');
    const refused = await post(
      api,
      member,
      `/api/edit-services/${id}`,
      await editFields(id, { hs_code: '0499' }),
    );
    expect(refused.status).toBe(422);
    expect((await serviceRow(api, id))!.hs_code).toBe('040610');
    const cleared = await post(
      api,
      member,
      `/api/edit-services/${id}`,
      await editFields(id, { hs_code: '' }),
    );
    expect(cleared.status).toBe(200);
    expect((await serviceRow(api, id))!.hs_code).toBeNull();
  });
});

describe('who may set a service’s code', () => {
  it('refuses a visitor (401) and a member without a company (403)', async () => {
    const visitor = await post(
      api,
      null,
      '/api/services',
      await serviceFields(api, { hs_code: '1509' }),
    );
    expect(visitor.status).toBe(401);
    const member = await createMember(api);
    expect((await addService(member, { hs_code: '1509' })).status).toBe(403);
  });

  it('refuses another member’s service (404) and leaves it as it was', async () => {
    const { member: owner } = await memberWithCompany(api);
    await addService(owner, { hs_code: '1509' });
    const row = (await lastService(owner))!;
    const { member: other, company: otherCompany } = await memberWithCompany(api);
    const edit = await post(
      api,
      other,
      `/api/edit-services/${row.id}`,
      await editFields(row.id, { hs_code: '0406' }),
    );
    expect(edit.status).toBe(404);
    expect((await del(api, other, `/api/services/${row.id}`)).status).toBe(404);
    expect(await serviceRow(api, row.id)).toEqual(row);
    const ownerCompany = (await companyOf(api, owner.user.id))!;
    expect((await get(api, other, `/api/my-services-get/${ownerCompany.id}`)).status).toBe(403);
    expect((await get(api, other, `/api/my-services-get/${otherCompany.id}`)).status).toBe(200);
  });
});

describe('an approved service’s code in public', () => {
  it('is on its public page and found by the site search in any spelling', async () => {
    const { member, company } = await memberWithCompany(api, {
      industry_information_for_services: '[7]',
    });
    await addService(member, { hs_code: '0910.99', name_eng: 'Spice blending for export' });
    const { id } = (await lastService(member))!;
    await approve('company', company.id);
    await approve('service', id);

    const item = await json<{ hs_code: string | null }>(await api.request(`/api/services/${id}`));
    expect(item.hs_code).toBe('091099');
    for (const q of ['091099', '0910.99', '0910']) {
      const answer = await json<SearchAnswer>(
        await api.request(`/api/search?q=${encodeURIComponent(q)}&type=companies`),
      );
      expect(
        answer.items.map((hit) => hit.title),
        q,
      ).toContain('Spice blending for export');
    }
  });
});

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { products, services } from '@/lib/db/schema';

import type { ErrorBody } from './account-fixtures';
import {
  del,
  get,
  memberWithCompany,
  pdf,
  png,
  post,
  productFields,
  productRow,
  serviceFields,
  serviceRow,
  subsectorOf,
  upload,
  type Fields,
} from './companies-fixtures';
import { createMember } from './helpers/accounts';
import { testApiForFile } from './helpers/test-api';

const api = testApiForFile();

type Answer = Record<string, unknown> & { id: number; image: string };

async function addProduct(member: Parameters<typeof post>[1], overrides: Fields = {}) {
  return post(api, member, '/api/products', await productFields(api, overrides));
}

async function listOf(member: Parameters<typeof get>[1], kind: string, companyId: number) {
  const response = await get(api, member, `/api/my-${kind}-get/${companyId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Answer[];
}

const errorsOf = async (response: Response) => ((await response.json()) as ErrorBody).errors;

describe('products: add, list, edit, delete', () => {
  it('adds a product in process and lists it with its sector, subsector and status', async () => {
    const { member, company } = await memberWithCompany(api);
    const response = await addProduct(member, { company_id: '1', status: '20' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Success');

    const [product] = await listOf(member, 'products', company.id);
    expect(product).toMatchObject({
      company_id: company.id,
      name_eng: 'Extra virgin olive oil 1 L',
      gs1_code: '6251234567892',
      hs_code: '150910',
      industry: 3,
      status: 10,
      status_belongs: { iid: 10 },
      industry_belongs: { iid: 3, name_eng: 'Food Processing' },
      sub_industry_belongs: { SUB_NAME_ENG: expect.any(String), SUB_NAME_ARA: expect.any(String) },
      certificate_image: null,
    });
    expect(product!.image).toMatch(/^\/api\/uploads\/products\/\d+\/[0-9a-f]{24}\.webp$/);
    const stored = api.services.files.get(product!.image.replace('/api/uploads/', ''))!;
    expect((await sharp(stored.body).metadata()).format).toBe('webp');
  });

  it('edits without a new image: the image stays; with a new one: it is replaced and the old removed', async () => {
    const { member, company } = await memberWithCompany(api);
    await addProduct(member);
    const [product] = await listOf(member, 'products', company.id);
    const kept = await post(
      api,
      member,
      `/api/edit-products/${product!.id}`,
      await productFields(api, {
        name_eng: 'Olive oil 500 ml',
        image: '',
        image_changed: '0',
        existing_image: product!.image,
        cert: '',
      }),
    );
    expect(kept.status).toBe(200);
    const row = (await productRow(api, product!.id))!;
    expect(row).toMatchObject({ name_eng: 'Olive oil 500 ml', cert: '' });
    expect(`/api/uploads/${row.image}`).toBe(product!.image);

    const replaced = await post(
      api,
      member,
      `/api/edit-products/${product!.id}`,
      await productFields(api, {
        image_changed: '1',
        image: upload(await png(500, 500, '#ff8800'), 'new.png'),
      }),
    );
    expect(replaced.status).toBe(200);
    const after = (await productRow(api, product!.id))!;
    expect(after.image).not.toBe(row.image);
    expect(api.services.files.has(row.image)).toBe(false);
  });

  it('makes an approved product "changed" and keeps the approved version for the public', async () => {
    const { member, company } = await memberWithCompany(api);
    await addProduct(member);
    const [product] = await listOf(member, 'products', company.id);
    await api.db.update(products).set({ status: 20 }).where(eq(products.id, product!.id));
    await post(
      api,
      member,
      `/api/edit-products/${product!.id}`,
      await productFields(api, {
        name_eng: 'Unreviewed name',
        image: '',
        existing_image: product!.image,
      }),
    );
    const row = (await productRow(api, product!.id))!;
    expect(row.status).toBe(40);
    expect(row.approved).toMatchObject({ name_eng: 'Extra virgin olive oil 1 L' });
    expect((await listOf(member, 'products', company.id))[0]!.status_belongs).toEqual({ iid: 40 });
  });

  it('deletes a product and its files', async () => {
    const { member, company } = await memberWithCompany(api);
    await addProduct(member);
    const [product] = await listOf(member, 'products', company.id);
    const response = await del(api, member, `/api/products/${product!.id}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Success');
    expect(await productRow(api, product!.id)).toBeUndefined();
    expect(api.services.files.has(product!.image.replace('/api/uploads/', ''))).toBe(false);
  });

  it('lists every missing field at once (422)', async () => {
    const { member } = await memberWithCompany(api);
    const response = await post(api, member, '/api/products', {});
    expect(response.status).toBe(422);
    const errors = await errorsOf(response);
    for (const field of [
      'name_eng',
      'name_ara',
      'gs1_code',
      'hs_code',
      'industry',
      'sub_ind',
      'description_eng',
      'description_ara',
      'cert',
      'features',
      'contacts',
      'image',
    ]) {
      expect(errors, field).toHaveProperty(field);
    }
    expect(errors).not.toHaveProperty('certificate_image');
  });

  it.each([
    ['hs_code', { hs_code: '1509101' }, 'Enter the HS code: 2 to 6 digits.'],
    ['hs_code', { hs_code: '15A9' }, 'Enter the HS code: 2 to 6 digits.'],
    ['gs1_code', { gs1_code: '12345' }, 'Enter the GS1 barcode number: 8, 12, 13 or 14 digits.'],
    ['industry', { industry: '7' }, 'Choose a sector from the list.'],
    ['contacts', { contacts: 'not a link' }, 'Enter a web address, such as www.example.jo'],
  ])('refuses a bad %s (422)', async (field, overrides, message) => {
    const { member, company } = await memberWithCompany(api);
    const response = await addProduct(member, overrides);
    expect(response.status).toBe(422);
    expect((await errorsOf(response))[field]).toEqual([message]);
    expect(await listOf(member, 'products', company.id)).toEqual([]);
  });

  it('refuses a subsector of another sector (422)', async () => {
    const { member } = await memberWithCompany(api);
    const response = await addProduct(member, { sub_ind: String(await subsectorOf(api, 1)) });
    expect(response.status).toBe(422);
    expect((await errorsOf(response)).sub_ind).toEqual([
      'Choose a subsector of the chosen sector.',
    ]);
  });

  it('refuses an SVG product image and stores nothing', async () => {
    const { member } = await memberWithCompany(api);
    const before = api.services.files.size;
    const response = await addProduct(member, {
      image: upload(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'p.svg',
        'image/svg+xml',
      ),
    });
    expect(response.status).toBe(422);
    expect(api.services.files.size).toBe(before);
  });

  it('accepts a PDF or an image as the certificate file', async () => {
    const { member, company } = await memberWithCompany(api);
    expect(
      (await addProduct(member, { certificate_image: upload(pdf(), 'c.pdf', 'application/pdf') }))
        .status,
    ).toBe(200);
    expect(
      (await addProduct(member, { certificate_image: upload(await png(), 'c.png') })).status,
    ).toBe(200);
    const list = await listOf(member, 'products', company.id);
    expect(list.map((p) => String(p.certificate_image).split('.').pop()).sort()).toEqual([
      'pdf',
      'webp',
    ]);
  });

  it('refuses a member without a company (403 "You dont have a company!!!") and stores nothing', async () => {
    const member = await createMember(api);
    const before = api.services.files.size;
    const response = await addProduct(member);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).message).toBe('You dont have a company!!!');
    expect(api.services.files.size).toBe(before);
  });
});

describe('services: add, list, edit, delete', () => {
  it('adds a service with its certificate, lists it, edits it and deletes it', async () => {
    const { member, company } = await memberWithCompany(api, {
      industry_information_for_services: '[7]',
    });
    const added = await post(api, member, '/api/services', await serviceFields(api));
    expect(added.status).toBe(200);
    const [service] = await listOf(member, 'services', company.id);
    expect(service).toMatchObject({ industry: 7, status: 10, industry_belongs: { iid: 7 } });
    // A service without an HS code answers null (issue 37: the code is optional).
    expect(service).toMatchObject({ hs_code: null });
    expect(String(service!.certificate_image)).toMatch(/\.pdf$/);

    const edited = await post(
      api,
      member,
      `/api/edit-services/${service!.id}`,
      await serviceFields(api, {
        name_eng: 'Localisation and testing',
        image: '',
        certificate_image: '',
        existing_image: service!.image,
        existing_certificate_image: String(service!.certificate_image),
      }),
    );
    expect(edited.status).toBe(200);
    expect((await serviceRow(api, service!.id))!.name_eng).toBe('Localisation and testing');

    expect((await del(api, member, `/api/services/${service!.id}`)).status).toBe(200);
    expect(await serviceRow(api, service!.id)).toBeUndefined();
  });

  it('requires the certificate file of a new service (the spec README)', async () => {
    const { member } = await memberWithCompany(api);
    const response = await post(
      api,
      member,
      '/api/services',
      await serviceFields(api, { certificate_image: '' }),
    );
    expect(response.status).toBe(422);
    expect((await errorsOf(response)).certificate_image).toEqual(['Required.']);
  });

  it('refuses a product sector for a service (422)', async () => {
    const { member } = await memberWithCompany(api);
    const response = await post(
      api,
      member,
      '/api/services',
      await serviceFields(api, { industry: '3' }),
    );
    expect(response.status).toBe(422);
    expect((await errorsOf(response)).industry).toEqual(['Choose a sector from the list.']);
    expect(
      await api.db
        .select()
        .from(services)
        .where(eq(services.name_eng, 'Arabic localisation of software')),
    ).toEqual([]);
  });
});

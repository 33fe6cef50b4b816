import { beforeAll, describe, expect, it } from 'vitest';

import type { ErrorBody } from './account-fixtures';
import {
  del,
  get,
  memberWithCompany,
  post,
  productFields,
  productRow,
  serviceFields,
  serviceRow,
  type Fields,
} from './companies-fixtures';
import { createMember, type TestMember } from './helpers/accounts';
import { testApiForFile } from './helpers/test-api';

const api = testApiForFile();

// Issue 12: every route that takes an id acts only on the session member's company, products and
// services. The owner's rows must come out of each attempt unchanged.

type Ids = { company: number; product: number; service: number };
let owner: { member: TestMember; ids: Ids };
let intruder: TestMember;
let withoutCompany: TestMember;
let editBodies: { product: Fields; service: Fields };

async function firstId(member: TestMember, kind: string, companyId: number) {
  const rows = (await (await get(api, member, `/api/my-${kind}-get/${companyId}`)).json()) as {
    id: number;
  }[];
  return rows[0]!.id;
}

beforeAll(async () => {
  const registered = await memberWithCompany(api, { industry_information_for_services: '[7]' });
  await post(api, registered.member, '/api/products', await productFields(api));
  await post(api, registered.member, '/api/services', await serviceFields(api));
  owner = {
    member: registered.member,
    ids: {
      company: registered.company.id,
      product: await firstId(registered.member, 'products', registered.company.id),
      service: await firstId(registered.member, 'services', registered.company.id),
    },
  };
  intruder = (await memberWithCompany(api)).member;
  withoutCompany = await createMember(api);
  editBodies = {
    product: await productFields(api, { name_eng: 'Taken over', image: '' }),
    service: await serviceFields(api, { name_eng: 'Taken over', image: '', certificate_image: '' }),
  };
});

type Case = {
  route: string;
  call: (member: TestMember | null) => Promise<Response>;
  /** What another member gets: 403 for a company id, 404 for a product or service id. */
  status: 403 | 404;
};

const CASES: Case[] = [
  {
    route: 'GET my-company/{companyId}',
    call: (m) => get(api, m, `/api/my-company/${owner.ids.company}`),
    status: 403,
  },
  {
    route: 'GET my-products-get/{companyId}',
    call: (m) => get(api, m, `/api/my-products-get/${owner.ids.company}`),
    status: 403,
  },
  {
    route: 'GET my-services-get/{companyId}',
    call: (m) => get(api, m, `/api/my-services-get/${owner.ids.company}`),
    status: 403,
  },
  {
    route: 'POST edit-products/{id}',
    call: (m) => post(api, m, `/api/edit-products/${owner.ids.product}`, editBodies.product),
    status: 404,
  },
  {
    route: 'POST edit-services/{id}',
    call: (m) => post(api, m, `/api/edit-services/${owner.ids.service}`, editBodies.service),
    status: 404,
  },
  {
    route: 'DELETE products/{id}',
    call: (m) => del(api, m, `/api/products/${owner.ids.product}`),
    status: 404,
  },
  {
    route: 'DELETE services/{id}',
    call: (m) => del(api, m, `/api/services/${owner.ids.service}`),
    status: 404,
  },
];

async function expectOwnerUnchanged() {
  const product = (await productRow(api, owner.ids.product))!;
  const service = (await serviceRow(api, owner.ids.service))!;
  expect(product.name_eng).toBe('Extra virgin olive oil 1 L');
  expect(service.name_eng).toBe('Arabic localisation of software');
  expect(api.services.files.has(product.image)).toBe(true);
}

describe.each(CASES)('$route', ({ call, status }) => {
  it(`answers another member ${status} and changes nothing`, async () => {
    const response = await call(intruder);
    expect(response.status).toBe(status);
    await expectOwnerUnchanged();
  });

  it('answers a member without a company 403 "You dont have a company!!!"', async () => {
    const response = await call(withoutCompany);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).message).toBe('You dont have a company!!!');
    await expectOwnerUnchanged();
  });

  it('asks a visitor to log in (401)', async () => {
    expect((await call(null)).status).toBe(401);
    await expectOwnerUnchanged();
  });
});

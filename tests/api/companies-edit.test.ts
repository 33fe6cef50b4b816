import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { companies } from '@/lib/db/schema';

import type { ErrorBody } from './account-fixtures';
import {
  certificatesOf,
  companyFields,
  companyOf,
  get,
  memberWithCompany,
  pdf,
  png,
  post,
  upload,
  type Fields,
} from './companies-fixtures';
import { createMember } from './helpers/accounts';
import { testApiForFile } from './helpers/test-api';

const api = testApiForFile();
const UPDATE = '/api/international-buyers-update';

/** The edit form as the portal sends it: every field, files kept, certificates kept by URL. */
async function keptForm(companyId: number, overrides: Fields = {}): Promise<Fields> {
  const company = (await api.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;
  const certificates = await certificatesOf(api, companyId);
  return {
    ...companyFields(),
    company_id: String(companyId),
    logo_changed: '0',
    existing_logo: `/api/uploads/${company.logo}`,
    pdf_changed: '0',
    existing_company_profile_pdf: `/api/uploads/${company.company_profile_pdf}`,
    attachment_option_file: JSON.stringify(
      certificates.map((c) => ({ title: c.title, file: `/api/uploads/${c.file}`, is_new: false })),
    ),
    ...overrides,
  };
}

const setStatus = (companyId: number, status: number) =>
  api.db.update(companies).set({ status }).where(eq(companies.id, companyId));

describe('POST /api/international-buyers-update', () => {
  it('changes the fields and keeps every file when none is chosen', async () => {
    const { member, company } = await memberWithCompany(api);
    const before = await certificatesOf(api, company.id);
    const response = await post(
      api,
      member,
      UPDATE,
      await keptForm(company.id, { company_trading_name: 'Zaytouna Jordan' }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Success');
    const after = (await companyOf(api, member.user.id))!;
    expect(after).toMatchObject({
      company_trading_name: 'Zaytouna Jordan',
      logo: company.logo,
      company_profile_pdf: company.company_profile_pdf,
      status: 10,
    });
    expect((await certificatesOf(api, company.id)).map((c) => c.file)).toEqual(
      before.map((c) => c.file),
    );
    expect(api.services.files.has(company.logo)).toBe(true);
  });

  it('replaces a chosen logo and removes the old file', async () => {
    const { member, company } = await memberWithCompany(api);
    const response = await post(
      api,
      member,
      UPDATE,
      await keptForm(company.id, {
        logo_changed: '1',
        logo: upload(await png(300, 300, '#aa0000'), 'new.png'),
      }),
    );
    expect(response.status).toBe(200);
    const after = (await companyOf(api, member.user.id))!;
    expect(after.logo).not.toBe(company.logo);
    expect(api.services.files.has(after.logo)).toBe(true);
    expect(api.services.files.has(company.logo)).toBe(false);
  });

  it('adds a new certificate, drops a removed one and deletes its file', async () => {
    const { member, company } = await memberWithCompany(api);
    const [first, second] = await certificatesOf(api, company.id);
    const response = await post(
      api,
      member,
      UPDATE,
      await keptForm(company.id, {
        attachment_option_file: JSON.stringify([
          { title: first!.title, file: `/api/uploads/${first!.file}`, is_new: false },
          { title: 'GMP', file_index: 0, is_new: true },
        ]),
        'certificate_files.0': upload(pdf('GMP'), 'gmp.pdf', 'application/pdf'),
      }),
    );
    expect(response.status).toBe(200);
    const after = await certificatesOf(api, company.id);
    expect(after.map((c) => c.title)).toEqual([first!.title, 'GMP']);
    expect(after[0]!.file).toBe(first!.file);
    expect(api.services.files.has(second!.file)).toBe(false);
  });

  it('makes an approved company "changed" (40) and keeps its approved version and files', async () => {
    const { member, company } = await memberWithCompany(api);
    await setStatus(company.id, 20);
    const response = await post(
      api,
      member,
      UPDATE,
      await keptForm(company.id, {
        company_registered_name: 'Zaytouna Renamed LLC',
        logo_changed: '1',
        logo: upload(await png(300, 300, '#0000aa'), 'new.png'),
      }),
    );
    expect(response.status).toBe(200);
    const after = (await companyOf(api, member.user.id))!;
    expect(after.status).toBe(40);
    expect(after.company_registered_name).toBe('Zaytouna Renamed LLC');
    expect(after.approved).toMatchObject({
      company_registered_name: 'Zaytouna Olive Products Co. LLC',
      logo: company.logo,
    });
    // The public still shows the approved logo: it is kept.
    expect(api.services.files.has(company.logo)).toBe(true);

    // A second change keeps the first approved version, not the unreviewed one.
    await post(api, member, UPDATE, await keptForm(company.id, { company_trading_name: 'Z2' }));
    const again = (await companyOf(api, member.user.id))!;
    expect(again.status).toBe(40);
    expect(again.approved).toMatchObject({
      company_registered_name: 'Zaytouna Olive Products Co. LLC',
    });
  });

  it('puts a refused company back in process', async () => {
    const { member, company } = await memberWithCompany(api);
    await setStatus(company.id, 30);
    await post(api, member, UPDATE, await keptForm(company.id));
    expect((await companyOf(api, member.user.id))!.status).toBe(10);
  });

  it("edits only the member's own company, whatever company_id, user_id or status the body names", async () => {
    const owner = await memberWithCompany(api);
    const intruder = await memberWithCompany(api);
    const response = await post(
      api,
      intruder.member,
      UPDATE,
      await keptForm(intruder.company.id, {
        company_id: String(owner.company.id),
        user_id: String(owner.member.user.id),
        status: '20',
        company_trading_name: 'Intruder',
      }),
    );
    expect(response.status).toBe(200);
    expect((await companyOf(api, owner.member.user.id))!.company_trading_name).toBe('Zaytouna');
    const own = (await companyOf(api, intruder.member.user.id))!;
    expect(own).toMatchObject({ company_trading_name: 'Intruder', status: 10 });
  });

  it.each([
    ["another company's logo", 'existing_logo', 'other'],
    ['a path out of the folder', 'existing_logo', '../../etc/passwd'],
    ["another company's certificate", 'attachment_option_file.0.file', 'other-certificate'],
  ])('refuses %s as a kept file (422) and changes nothing', async (_label, field, kind) => {
    const owner = await memberWithCompany(api);
    const { member, company } = await memberWithCompany(api);
    const [ownerCertificate] = await certificatesOf(api, owner.company.id);
    const reference =
      kind === 'other'
        ? `/api/uploads/${owner.company.logo}`
        : kind === 'other-certificate'
          ? `/api/uploads/${ownerCertificate!.file}`
          : kind;
    const overrides: Fields =
      field === 'existing_logo'
        ? { existing_logo: reference }
        : {
            attachment_option_file: JSON.stringify([
              { title: 'Stolen', file: reference, is_new: false },
            ]),
          };
    const response = await post(
      api,
      member,
      UPDATE,
      await keptForm(company.id, { ...overrides, company_trading_name: 'Changed' }),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).errors[field]).toEqual([
      'This file does not belong to your company.',
    ]);
    expect((await companyOf(api, member.user.id))!.company_trading_name).toBe('Zaytouna');
  });

  it('requires a new logo when logo_changed is set without a file', async () => {
    const { member, company } = await memberWithCompany(api);
    const response = await post(
      api,
      member,
      UPDATE,
      await keptForm(company.id, { logo_changed: '1' }),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).errors.logo).toEqual(['Required.']);
  });

  it('refuses a member without a company (403 "You dont have a company!!!")', async () => {
    const member = await createMember(api);
    const response = await post(api, member, UPDATE, companyFields());
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).message).toBe('You dont have a company!!!');
  });

  it('asks a visitor to log in (401)', async () => {
    const response = await post(api, null, UPDATE, companyFields());
    expect(response.status).toBe(401);
  });
});

describe('GET /api/my-company/{companyId}', () => {
  it("refuses another member's company id (403) and a member without a company (403)", async () => {
    const owner = await memberWithCompany(api);
    const other = await memberWithCompany(api);
    expect((await get(api, other.member, `/api/my-company/${owner.company.id}`)).status).toBe(403);
    const none = await createMember(api);
    const response = await get(api, none, `/api/my-company/${owner.company.id}`);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).message).toBe('You dont have a company!!!');
  });

  it('answers 401 to a visitor and 422 or 404 to a bad id, never 500', async () => {
    const { member } = await memberWithCompany(api);
    expect((await get(api, null, '/api/my-company/1')).status).toBe(401);
    expect((await get(api, member, '/api/my-company/abc')).status).toBe(422);
    expect((await get(api, member, '/api/my-company/99999999999')).status).toBe(404);
  });
});

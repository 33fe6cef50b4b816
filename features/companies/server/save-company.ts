import 'server-only';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';

import { ApiError, VALIDATION_MESSAGE } from '@/lib/api/errors';
import type { UserRow } from '@/lib/auth/sessions';
import { companies, companyCertificates, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { isUniqueViolation } from '@/lib/db/unique-violation';
import type { FileStorage } from '@/lib/storage';

import { NO_COMPANY_MESSAGE, RECORD_STATUS } from '../constants';
import { keepsApprovedVersion, publicColumns, statusAfterMemberEdit } from '../review-status';
import type { CompanyFields } from '../schemas';

import { checkCompanyChoices } from './check-choices';
import { planCompanyFiles } from './company-files';
import { readCompanyFields } from './company-form';
import { findCompanyOfUser, listCertificates, type CompanyRow } from './member-reads';
import type { Multipart } from './multipart';
import { removeQuietly, storeAll } from './stored-files';

export type CompanyDeps = { db: Db; storage: FileStorage; log: Logger; now: Date };

type Errors = Record<string, string[]>;

const companyColumns = (fields: CompanyFields) => ({
  company_registered_name: fields.company_registered_name,
  company_trading_name: fields.company_trading_name,
  type_of_company: fields.type_of_company,
  phone_number: fields.phone_number,
  mobile_number: fields.mobile_number,
  website_url: fields.website_url,
  e_mail: fields.e_mail,
  location_type_id: fields.location_type_id,
  governorates: fields.governorates ?? null,
  location_country_id: fields.location_country_id ?? null,
  industry_information_for_products: fields.industry_information_for_products,
  industry_information_for_services: fields.industry_information_for_services,
  countries_of_operations: fields.countries_of_operations,
  person_title: fields.person_title,
  person_position: fields.person_position,
  person_first_name: fields.person_first_name,
  person_last_name: fields.person_last_name,
  person_mobile_number: fields.person_mobile_number,
  person_email: fields.person_email,
});

/** The public version of a company as approved: its columns and its certificates. */
function approvedSnapshot(row: CompanyRow, certificates: { title: string; file: string }[]) {
  return { ...publicColumns(row), certificates };
}

/** The file keys an approved snapshot still shows the public: they must outlive the change. */
function snapshotFiles(snapshot: Record<string, unknown> | null): Set<string> {
  if (!snapshot) return new Set();
  const certificates = Array.isArray(snapshot.certificates) ? snapshot.certificates : [];
  return new Set(
    [
      snapshot.logo,
      snapshot.company_profile_pdf,
      ...certificates.map((c: { file?: unknown }) => c.file),
    ].filter((key): key is string => typeof key === 'string'),
  );
}

async function readAndCheck(
  form: Multipart,
  registration: boolean,
  current: Parameters<typeof planCompanyFiles>[2],
  folder: string,
  db: Db,
) {
  const { fields, certificates, errors } = readCompanyFields(form, { registration });
  const plan = await planCompanyFiles(form, certificates, current, folder, errors);
  if (fields) Object.assign(errors, await checkCompanyChoices(db, fields));
  if (!fields || Object.keys(errors).length > 0) {
    throw new ApiError(422, VALIDATION_MESSAGE, errors satisfies Errors);
  }
  return { fields, plan };
}

/**
 * part 2 §7 POST international-buyers: the member's company, in process (10), linked to the member.
 * user_id, status and international_buyers_access never come from the body.
 */
export async function registerCompany(user: UserRow, form: Multipart, deps: CompanyDeps) {
  if (user.company_id !== null || (await findCompanyOfUser(deps.db, user.id))) {
    throw new ApiError(409, 'Companies.alreadyRegistered');
  }
  const { fields, plan } = await readAndCheck(form, true, null, `companies/${user.id}`, deps.db);
  await storeAll(deps.storage, plan.pending);
  try {
    await deps.db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          ...companyColumns(fields),
          user_id: user.id,
          logo: plan.logo,
          company_profile_pdf: plan.company_profile_pdf,
          status: RECORD_STATUS.inProcess,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('company not inserted');
      await tx.insert(companyCertificates).values(
        plan.certificates.map((certificate, index) => ({
          company_id: company.id,
          ...certificate,
          sort_order: index,
        })),
      );
      await tx
        .update(users)
        .set({ company_id: company.id, updated_at: deps.now.toISOString() })
        .where(eq(users.id, user.id));
    });
  } catch (error) {
    await removeQuietly(
      deps.storage,
      plan.pending.map((file) => file.key),
      deps.log,
    );
    // Two registrations at once: the unique index on user_id kept the first.
    if (isUniqueViolation(error)) throw new ApiError(409, 'Companies.alreadyRegistered');
    throw error;
  }
}

/** The member's own company, or the specification's "no company" refusal (403). */
export async function requireOwnCompany(db: Db, user: UserRow): Promise<CompanyRow> {
  const company = await findCompanyOfUser(db, user.id);
  if (!company) throw new ApiError(403, NO_COMPANY_MESSAGE);
  return company;
}

/**
 * part 3 §7 POST international-buyers-update: the member's own company, whatever company_id the
 * body names. An approved company becomes "changed" and keeps its approved version for the public.
 */
export async function editCompany(user: UserRow, form: Multipart, deps: CompanyDeps) {
  const company = await requireOwnCompany(deps.db, user);
  const certificates = (await listCertificates(deps.db, company.id)).map(({ title, file }) => ({
    title,
    file,
  }));
  const { fields, plan } = await readAndCheck(
    form,
    false,
    { logo: company.logo, company_profile_pdf: company.company_profile_pdf, certificates },
    `companies/${user.id}`,
    deps.db,
  );
  const approved = keepsApprovedVersion(company.status)
    ? approvedSnapshot(company, certificates)
    : company.approved;
  await storeAll(deps.storage, plan.pending);
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({
          ...companyColumns(fields),
          logo: plan.logo,
          company_profile_pdf: plan.company_profile_pdf,
          status: statusAfterMemberEdit(company.status, company.approved),
          approved,
          updated_at: deps.now.toISOString(),
        })
        .where(eq(companies.id, company.id));
      await tx.delete(companyCertificates).where(eq(companyCertificates.company_id, company.id));
      await tx.insert(companyCertificates).values(
        plan.certificates.map((certificate, index) => ({
          company_id: company.id,
          ...certificate,
          sort_order: index,
        })),
      );
    });
  } catch (error) {
    await removeQuietly(
      deps.storage,
      plan.pending.map((file) => file.key),
      deps.log,
    );
    throw error;
  }
  const stillShown = snapshotFiles(approved);
  await removeQuietly(
    deps.storage,
    plan.replaced.filter((key) => !stillShown.has(key)),
    deps.log,
  );
}

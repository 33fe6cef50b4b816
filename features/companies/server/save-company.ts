import 'server-only';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';

import { screenSubjectById } from '@/features/screening/screening-hold';
import { ApiError, VALIDATION_MESSAGE } from '@/lib/api/errors';
import type { Multipart } from '@/lib/api/multipart';
import { checkMemberVersion } from '@/lib/api/record-version';
import type { UserRow } from '@/lib/auth/sessions';
import { nextVersion } from '@/lib/db/next-version';
import { companies, companyCertificates, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { isUniqueViolation } from '@/lib/db/unique-violation';
import type { SearchIndexHook } from '@/lib/search/index-hook';
import type { FileStorage } from '@/lib/storage';
import { removeQuietly, storeAll } from '@/lib/storage/stored-files';

import { NO_COMPANY_MESSAGE, RECORD_STATUS } from '../constants';
import { keepsApprovedVersion, statusAfterMemberEdit } from '../review-status';

import { checkCompanyChoices } from './check-choices';
import { planCompanyFiles } from './company-files';
import { readCompanyFields } from './company-form';
import { approvedSnapshot, companyColumns, snapshotFiles } from './company-snapshot';
import { findCompanyOfUser, listCertificates, type CompanyRow } from './member-reads';

export type CompanyDeps = {
  db: Db;
  storage: FileStorage;
  log: Logger;
  now: Date;
  /** The version of the record the member's change started from (a change without one: 428). */
  version?: number;
  /** The search index's hook: a change is searched as it now is (issue 28). */
  searchIndex: SearchIndexHook;
};

type Errors = Record<string, string[]>;

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
      // Issue 47: its names and contact person are screened; a hit holds it from the directory.
      await screenSubjectById(tx, 'company', company.id, { now: deps.now, enteredBy: user.id });
      await deps.searchIndex.reindex(tx, [{ entityType: 'companies', entityId: company.id }]);
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
      const [locked] = await tx
        .select({ version: companies.version })
        .from(companies)
        .where(eq(companies.id, company.id))
        .for('update');
      checkMemberVersion(locked!.version, { sent: deps.version, read: company.version });
      await tx
        .update(companies)
        .set({
          ...companyColumns(fields),
          logo: plan.logo,
          company_profile_pdf: plan.company_profile_pdf,
          status: statusAfterMemberEdit(company.status, company.approved),
          approved,
          version: nextVersion(companies.version),
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
      await screenSubjectById(tx, 'company', company.id, { now: deps.now, enteredBy: user.id });
      await deps.searchIndex.reindex(tx, [{ entityType: 'companies', entityId: company.id }]);
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

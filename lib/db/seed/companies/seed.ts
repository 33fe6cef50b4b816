import { count, inArray } from 'drizzle-orm';

import { companies, companyCertificates, products, services, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { companySeed } from './build';

/**
 * The sample companies (SAMPLE DATA) with their owners' accounts, certificates, products and
 * services, in one transaction, only while `companies` is empty: on a database with real members,
 * the seed never attaches rows to their ids. Owners get ids from the users sequence (never fixed
 * ids, which could be real members') and are found again by e-mail, so a rerun after the companies
 * were emptied reuses them.
 */
export async function seedCompanies(db: Db): Promise<void> {
  const [existing] = await db.select({ value: count() }).from(companies);
  if ((existing?.value ?? 0) > 0) return;
  const { owners, certificates } = companySeed;
  await db.transaction(async (tx) => {
    await tx.insert(users).values(owners).onConflictDoNothing({ target: users.email });
    const emails = owners.map((owner) => owner.email);
    const rows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const userIdOf = new Map(rows.map((row) => [row.email, row.id]));
    const ownerOfCompany = new Map(owners.map((owner) => [owner.company_id, owner.email]));
    const companyRows = companySeed.companies.map((company) => {
      const userId = userIdOf.get(ownerOfCompany.get(company.id ?? 0) ?? '');
      if (userId === undefined) throw new Error(`Seed companies: no owner for ${company.id}`);
      return { ...company, user_id: userId };
    });
    await tx.insert(companies).values(companyRows);
    await tx.insert(companyCertificates).values(certificates);
    await tx.insert(products).values(companySeed.products);
    await tx.insert(services).values(companySeed.services);
  });
}

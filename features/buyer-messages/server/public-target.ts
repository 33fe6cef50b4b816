import 'server-only';
import { and, eq } from 'drizzle-orm';

import { publicVersion } from '@/features/companies/review-status';
import { notHeld } from '@/features/screening/screening-hold';
import { companies, products, services, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { isLocale, type Locale } from '@/lib/i18n/routing';

import type { ItemType } from '../constants';

export type RelayTarget = {
  company: { id: number; name: string; email: string; ownerId: number };
  owner: { id: number; name: string; email: string; locale: Locale };
  item: { type: ItemType; id: number; name_eng: string; name_ara: string } | null;
};

const TABLES = { products, services } as const;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The exporter a buyer may write to: a company with a public version (approved, or a change waiting
 * with its approved version kept) and, when named, one of its items with a public version too.
 * Anything else is null, which the route answers 404 like a page that does not exist.
 */
export async function findRelayTarget(
  db: Db,
  companyId: number,
  item?: { type: ItemType; id: number },
): Promise<RelayTarget | null> {
  const [row] = await db
    .select({ company: companies, owner: users })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.user_id))
    // Issue 47: a company held by a screening hit takes no message, as it is not public.
    .where(and(eq(companies.id, companyId), notHeld('company', companies.id)));
  if (!row) return null;
  const visible = publicVersion(row.company);
  if (!visible) return null;
  let target: RelayTarget['item'] = null;
  if (item) {
    const table = TABLES[item.type];
    const [found] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, item.id), eq(table.company_id, companyId)));
    const shown = found ? publicVersion(found) : null;
    if (!shown) return null;
    target = {
      type: item.type,
      id: item.id,
      name_eng: textOf(shown.name_eng),
      name_ara: textOf(shown.name_ara),
    };
  }
  const { owner } = row;
  return {
    company: {
      id: row.company.id,
      name: textOf(visible.company_registered_name),
      email: textOf(visible.e_mail),
      ownerId: owner.id,
    },
    owner: {
      id: owner.id,
      name: owner.name,
      email: owner.email,
      locale: isLocale(owner.locale) ? owner.locale : 'en',
    },
    item: target,
  };
}

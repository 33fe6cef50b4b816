import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';

import { countries, credentials, credentialTypes } from '@/lib/db/schema';
import { columnsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';
import { ammanDay } from '@/lib/time/amman-day';

import { isRecentCredential } from '../credential-list';
import {
  type Credential,
  type CredentialRow,
  credentialRowSchema,
  type CredentialType,
  credentialTypeSchema,
} from '../schemas';

// part 2 §7 credential-types; part 3 §7 /api/credentials: the credentials with their type's and
// country's names, newest first.

export const CREDENTIAL_COLUMNS = columnsOf(credentials, credentialRowSchema);

export const listCredentialTypes = (db: Db): Promise<CredentialType[]> =>
  db
    .select(columnsOf(credentialTypes, credentialTypeSchema))
    .from(credentialTypes)
    .orderBy(asc(credentialTypes.id));

type Named = CredentialRow & {
  type_eng: string | null;
  type_ara: string | null;
  country_name_eng: string | null;
  country_name_ara: string | null;
};

function withDerived(row: Named, today: string): Credential {
  return {
    ...row,
    type_eng: row.type_eng ?? '',
    type_ara: row.type_ara ?? '',
    country_name_eng: row.country_name_eng ?? '',
    country_name_ara: row.country_name_ara ?? '',
    recent: isRecentCredential(row.date, today),
  };
}

function selectNamed(db: Db) {
  return db
    .select({
      ...CREDENTIAL_COLUMNS,
      type_eng: credentialTypes.name_eng,
      type_ara: credentialTypes.name_ara,
      country_name_eng: countries.name_eng,
      country_name_ara: countries.name_ara,
    })
    .from(credentials)
    .leftJoin(credentialTypes, eq(credentialTypes.id, credentials.type))
    .leftJoin(countries, eq(countries.id, credentials.country_id));
}

/** Every credential with its names, newest first ("recent" as of `now`, in Amman). */
export async function listCredentials(db: Db, now: Date = new Date()): Promise<Credential[]> {
  const rows = await selectNamed(db).orderBy(desc(credentials.date), desc(credentials.id));
  const today = ammanDay(now);
  return rows.map((row) => withDerived(row, today));
}

/** One credential with its names, or null. */
export async function findCredential(
  db: Db,
  id: number,
  now: Date = new Date(),
): Promise<Credential | null> {
  const [row] = await selectNamed(db).where(eq(credentials.id, id));
  return row ? withDerived(row, ammanDay(now)) : null;
}

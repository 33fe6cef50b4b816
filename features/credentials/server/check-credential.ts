import 'server-only';
import { eq } from 'drizzle-orm';

import { ApiError } from '@/lib/api/errors';
import { countries, credentialTypes } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { CredentialInput } from '../schemas';

/** A credential's type and country must exist: 422 by field otherwise. */
export async function checkCredentialReferences(db: Db, input: CredentialInput): Promise<void> {
  const [types, found] = await Promise.all([
    db
      .select({ id: credentialTypes.id })
      .from(credentialTypes)
      .where(eq(credentialTypes.id, input.type)),
    db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country_id)),
  ]);
  const errors: Record<string, string[]> = {};
  if (types.length === 0) errors.type = ['CredentialsAdmin.errors.unknownType'];
  if (found.length === 0) errors.country_id = ['CredentialsAdmin.errors.unknownCountry'];
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'Api.invalid', errors);
}

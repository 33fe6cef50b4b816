import 'server-only';
import { inArray } from 'drizzle-orm';

import { ApiError } from '@/lib/api/errors';
import { exportModes, exportTypes, governorates } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { InstitutionInput } from '../schemas';

/** An institution's types, mode and governorate must exist: 422 by field otherwise. */
export async function checkReferences(db: Db, input: InstitutionInput): Promise<void> {
  const [types, modes, govs] = await Promise.all([
    db
      .select({ id: exportTypes.id })
      .from(exportTypes)
      .where(inArray(exportTypes.id, input.type_id)),
    db
      .select({ id: exportModes.id })
      .from(exportModes)
      .where(inArray(exportModes.id, [input.mode_id])),
    db
      .select({ id: governorates.id })
      .from(governorates)
      .where(inArray(governorates.id, [input.gov_id])),
  ]);
  const errors: Record<string, string[]> = {};
  if (types.length !== input.type_id.length)
    errors.type_id = ['InstitutionsAdmin.errors.unknownType'];
  if (modes.length === 0) errors.mode_id = ['InstitutionsAdmin.errors.unknownMode'];
  if (govs.length === 0) errors.gov_id = ['InstitutionsAdmin.errors.unknownGov'];
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'Api.invalid', errors);
}

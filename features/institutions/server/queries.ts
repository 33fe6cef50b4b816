import 'server-only';
import { asc } from 'drizzle-orm';

import { exportModes, exportTypes, governorates, institutions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { type ReferenceLists, withNames } from '../institution-list';
import type { ExportGov, ExportMode, ExportType, Institution, InstitutionRow } from '../schemas';

// part 2 §7: exports-type, exports-mode, exports-gov and the institutions with derived names.

export const listExportTypes = (db: Db): Promise<ExportType[]> =>
  db
    .select({ id: exportTypes.id, type_eng: exportTypes.type_eng, type_ara: exportTypes.type_ara })
    .from(exportTypes)
    .orderBy(asc(exportTypes.id));

export const listExportModes = (db: Db): Promise<ExportMode[]> =>
  db
    .select({ id: exportModes.id, mode_eng: exportModes.mode_eng, mode_ara: exportModes.mode_ara })
    .from(exportModes)
    .orderBy(asc(exportModes.id));

export const listExportGovs = (db: Db): Promise<ExportGov[]> =>
  db
    .select({ id: governorates.id, name: governorates.name_eng, name_ara: governorates.name_ara })
    .from(governorates)
    .orderBy(asc(governorates.id));

const ROW = {
  id: institutions.id,
  name: institutions.name,
  name_ara: institutions.name_ara,
  type_id: institutions.type_id,
  mode_id: institutions.mode_id,
  gov_id: institutions.gov_id,
  description_eng: institutions.description_eng,
  description_ara: institutions.description_ara,
  services_eng: institutions.services_eng,
  services_ara: institutions.services_ara,
  address_eng: institutions.address_eng,
  address_ara: institutions.address_ara,
  phone: institutions.phone,
  email: institutions.email,
  website: institutions.website,
  version: institutions.version,
};

export const listInstitutionRows = (db: Db): Promise<InstitutionRow[]> =>
  db.select(ROW).from(institutions).orderBy(asc(institutions.id));

export async function listReferenceLists(db: Db): Promise<ReferenceLists> {
  const [types, modes, govs] = await Promise.all([
    listExportTypes(db),
    listExportModes(db),
    listExportGovs(db),
  ]);
  return { types, modes, govs };
}

/** Every institution with its type, mode and governorate names, in the directory's order. */
export async function listInstitutions(db: Db): Promise<Institution[]> {
  const [rows, lists] = await Promise.all([listInstitutionRows(db), listReferenceLists(db)]);
  return withNames(rows, lists);
}

export { ROW as INSTITUTION_COLUMNS };

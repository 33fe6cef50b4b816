import 'server-only';
import { asc } from 'drizzle-orm';

import { exportModes, exportTypes, governorates, institutions } from '@/lib/db/schema';
import { columnsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';

import { type ReferenceLists, withNames } from '../institution-list';
import {
  type ExportGov,
  type ExportMode,
  exportModeSchema,
  type ExportType,
  exportTypeSchema,
  type Institution,
  type InstitutionRow,
  institutionRowSchema,
} from '../schemas';

// part 2 §7: exports-type, exports-mode, exports-gov and the institutions with derived names.

export const listExportTypes = (db: Db): Promise<ExportType[]> =>
  db
    .select(columnsOf(exportTypes, exportTypeSchema))
    .from(exportTypes)
    .orderBy(asc(exportTypes.id));

export const listExportModes = (db: Db): Promise<ExportMode[]> =>
  db
    .select(columnsOf(exportModes, exportModeSchema))
    .from(exportModes)
    .orderBy(asc(exportModes.id));

export const listExportGovs = (db: Db): Promise<ExportGov[]> =>
  db
    .select({ id: governorates.id, name: governorates.name_eng, name_ara: governorates.name_ara })
    .from(governorates)
    .orderBy(asc(governorates.id));

/** The columns of `institutionRowSchema`: every one but the timestamps. */
const ROW = columnsOf(institutions, institutionRowSchema);

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

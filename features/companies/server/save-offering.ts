import 'server-only';
import { and, eq } from 'drizzle-orm';

import { ApiError, notFound, VALIDATION_MESSAGE, validationErrors } from '@/lib/api/errors';
import type { Multipart } from '@/lib/api/multipart';
import { checkMemberVersion, checkVersion, staleVersion } from '@/lib/api/record-version';
import type { UserRow } from '@/lib/auth/sessions';
import { nextVersion } from '@/lib/db/next-version';
import { removeQuietly, storeAll } from '@/lib/storage/stored-files';

import { RECORD_STATUS } from '../constants';
import {
  addProductSchema,
  addServiceSchema,
  editProductSchema,
  editServiceSchema,
  type OfferingKind,
} from '../offering-schemas';
import { keepsApprovedVersion, publicColumns, statusAfterMemberEdit } from '../review-status';

import { checkOfferingChoices } from './check-choices';
import { offeringTable, type ProductRow, type ServiceRow } from './member-reads';
import { type OfferingMode as Mode, planOfferingFiles } from './offering-files';
import { requireOwnCompany, type CompanyDeps } from './save-company';

type Errors = Record<string, string[]>;
type OfferingRow = ProductRow | ServiceRow;

const SCHEMAS = {
  products: { add: addProductSchema, edit: editProductSchema },
  services: { add: addServiceSchema, edit: editServiceSchema },
} as const;

async function readOffering(
  form: Multipart,
  kind: OfferingKind,
  mode: Mode,
  current: OfferingRow | null,
  companyId: number,
  deps: CompanyDeps,
) {
  const errors: Errors = {};
  const parsed = SCHEMAS[kind][mode].safeParse(form.texts());
  if (!parsed.success) Object.assign(errors, validationErrors(parsed.error));
  const files = await planOfferingFiles(form, kind, mode, current, `${kind}/${companyId}`, errors);
  if (parsed.success) Object.assign(errors, await checkOfferingChoices(deps.db, kind, parsed.data));
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw new ApiError(422, VALIDATION_MESSAGE, errors);
  }
  return { data: parsed.data, ...files };
}

/** The stored values of a form's fields: the GS1 code only for products, a service's HS code or null. */
function columnsOf(kind: OfferingKind, data: Record<string, unknown>) {
  const { gs1_code: gs1, hs_code: hs, ...common } = data as Record<string, string | number>;
  return kind === 'products'
    ? { ...common, gs1_code: gs1, hs_code: hs }
    : { ...common, hs_code: hs || null };
}

/** part 3 §7 POST products / services: a new record of the member's company, in process (10). */
export async function addOffering(
  user: UserRow,
  kind: OfferingKind,
  form: Multipart,
  deps: CompanyDeps,
) {
  const company = await requireOwnCompany(deps.db, user);
  const { data, pending, keys } = await readOffering(form, kind, 'add', null, company.id, deps);
  await storeAll(deps.storage, pending);
  try {
    const values = {
      ...columnsOf(kind, data),
      ...keys,
      company_id: company.id,
      status: RECORD_STATUS.inProcess,
    };
    await deps.db.transaction(async (tx) => {
      const table = offeringTable(kind);
      const [added] = await tx
        .insert(table)
        .values(values as typeof values & ProductRow)
        .returning({ id: table.id });
      await deps.searchIndex.reindex(tx, [{ entityType: kind, entityId: added!.id }]);
    });
  } catch (error) {
    await removeQuietly(
      deps.storage,
      pending.map((file) => file.key),
      deps.log,
    );
    throw error;
  }
}

async function findOwnOffering(
  deps: CompanyDeps,
  kind: OfferingKind,
  companyId: number,
  id: number,
): Promise<OfferingRow> {
  const table = offeringTable(kind);
  const [row] = await deps.db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.company_id, companyId)))
    .limit(1);
  // Another company's record answers as if it did not exist.
  if (!row) throw notFound();
  return row;
}

/** part 3 §7 POST edit-products/{id} / edit-services/{id}: only a record of the member's company. */
export async function editOffering(
  user: UserRow,
  kind: OfferingKind,
  id: number,
  form: Multipart,
  deps: CompanyDeps,
) {
  const company = await requireOwnCompany(deps.db, user);
  const row = await findOwnOffering(deps, kind, company.id, id);
  const { data, pending, keys } = await readOffering(form, kind, 'edit', row, company.id, deps);
  const approved = keepsApprovedVersion(row.status) ? publicColumns(row) : row.approved;
  await storeAll(deps.storage, pending);
  const table = offeringTable(kind);
  try {
    const values = {
      ...columnsOf(kind, data),
      ...keys,
      status: statusAfterMemberEdit(row.status, row.approved),
      approved,
      updated_at: deps.now.toISOString(),
    };
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ version: table.version })
        .from(table)
        .where(eq(table.id, row.id))
        .for('update');
      if (!locked) throw notFound();
      checkMemberVersion(locked.version, { sent: deps.version, read: row.version });
      await tx
        .update(table)
        .set({ ...(values as Partial<ProductRow>), version: nextVersion(table.version) })
        .where(and(eq(table.id, row.id), eq(table.company_id, company.id)));
      await deps.searchIndex.reindex(tx, [{ entityType: kind, entityId: row.id }]);
    });
  } catch (error) {
    await removeQuietly(
      deps.storage,
      pending.map((file) => file.key),
      deps.log,
    );
    throw error;
  }
  const shown = new Set([approved?.image, approved?.certificate_image]);
  const replaced = [row.image, row.certificate_image].filter(
    (key): key is string =>
      typeof key === 'string' && key !== keys.image && key !== keys.certificate_image,
  );
  await removeQuietly(
    deps.storage,
    replaced.filter((key) => !shown.has(key)),
    deps.log,
  );
}

/** part 3 §7 DELETE products/{id} / services/{id}: the record and its files. */
export async function deleteOffering(
  user: UserRow,
  kind: OfferingKind,
  id: number,
  deps: CompanyDeps,
) {
  const company = await requireOwnCompany(deps.db, user);
  const row = await findOwnOffering(deps, kind, company.id, id);
  const table = offeringTable(kind);
  // The specification's DELETE carries no body: a version is checked only when one is sent.
  checkVersion(row.version, deps.version, { required: false });
  const removed = await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.id, row.id), eq(table.version, row.version)))
      .returning({ id: table.id });
    await deps.searchIndex.reindex(tx, [{ entityType: kind, entityId: row.id }]);
    return deleted;
  });
  // Changed (or deleted) since it was read: nothing removed, and the member reloads.
  if (removed.length === 0) throw staleVersion();
  const files = [
    row.image,
    row.certificate_image,
    row.approved?.image,
    row.approved?.certificate_image,
  ];
  await removeQuietly(
    deps.storage,
    [...new Set(files.filter((key): key is string => typeof key === 'string'))],
    deps.log,
  );
}

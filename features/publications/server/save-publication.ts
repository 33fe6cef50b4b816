import 'server-only';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';

import { notFound } from '@/lib/api/errors';
import { staffChange } from '@/lib/api/staff-change';
import type { AppEnv } from '@/lib/api/types';
import { nextVersion } from '@/lib/db/next-version';
import { cleanRichHtml } from '@/lib/db/rich-html';
import { publications } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { forgetDownloads } from '@/lib/storage/download-counts';
import { removeQuietly, storeAll, type PendingFile } from '@/lib/storage/stored-files';
import { isStorageKey } from '@/lib/storage/types';

import type { PublicationForm } from './publication-form';
import type { PublicationRow } from './queries';

// Issue 26 "Staff console": a publication added, changed or removed in one staff change (version
// checked, audited in its transaction). New files are stored before the change and removed again
// when it fails; the files a change replaces or removes go once it has committed, and their
// download counts with the change.

const ENTITY = 'publications';

async function lockPublication(tx: Db, id: number): Promise<PublicationRow> {
  const [row] = await tx.select().from(publications).where(eq(publications.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The stored values of the form: its fields (summaries cleaned) and its new files' keys. */
function storedValues(form: PublicationForm) {
  const files = Object.fromEntries(
    Object.entries(form.files).map(([field, pending]) => [field, pending.key]),
  );
  const arabic = form.removeArabicFile ? { TARIFF_FILE_AR: '' } : {};
  return cleanRichHtml(publications, { ...form.input, ...arabic, ...files });
}

/** The pending files stored, the change run; the files removed again if it fails. */
async function withFiles<T>(c: Context<AppEnv>, form: PublicationForm, change: () => Promise<T>) {
  const { storage } = c.get('services');
  const pending = Object.values(form.files) as PendingFile[];
  await storeAll(storage, pending);
  try {
    return await change();
  } catch (error) {
    await removeQuietly(
      storage,
      pending.map((file) => file.key),
      c.get('log'),
    );
    throw error;
  }
}

/** POST /api/staff/publications: a new publication. */
export async function createPublication(c: Context<AppEnv>, form: PublicationForm) {
  return withFiles(c, form, () =>
    staffChange(c, async ({ tx, now }) => {
      const stamp = now.toISOString();
      const values = storedValues(form);
      const [created] = await tx
        .insert(publications)
        .values({ ...values, created_at: stamp, updated_at: stamp })
        .returning();
      const audit = { action: 'publication.create', entityType: ENTITY, entityId: created!.id };
      return { result: created!, audit: { ...audit, after: values } };
    }),
  );
}

/** The keys a change leaves behind: those it replaced or removed. */
const replacedKeys = (before: PublicationRow, after: PublicationRow) =>
  (['image', 'TARIFF_FILE', 'TARIFF_FILE_AR'] as const)
    .filter((field) => before[field] !== after[field])
    .map((field) => before[field])
    .filter(isStorageKey);

/** PUT /api/staff/publications/{id}: its fields, and the files sent (the others kept). */
export async function updatePublication(c: Context<AppEnv>, id: number, form: PublicationForm) {
  const { before, after } = await withFiles(c, form, () =>
    staffChange(
      c,
      async ({ tx, now, checkVersion }) => {
        const before = await lockPublication(tx, id);
        checkVersion(before.version);
        const [after] = await tx
          .update(publications)
          .set({
            ...storedValues(form),
            version: nextVersion(publications.version),
            updated_at: now.toISOString(),
          })
          .where(eq(publications.id, id))
          .returning();
        await forgetDownloads(tx, replacedKeys(before, after!));
        const audit = { action: 'publication.update', entityType: ENTITY, entityId: id };
        return { result: { before, after: after! }, audit: { ...audit, before, after: after! } };
      },
      { formVersion: form.version },
    ),
  );
  await removeQuietly(c.get('services').storage, replacedKeys(before, after), c.get('log'));
  return after;
}

/** DELETE /api/staff/publications/{id}: the publication, its files and their counts. */
export async function deletePublication(c: Context<AppEnv>, id: number) {
  const before = await staffChange(c, async ({ tx, checkVersion }) => {
    const before = await lockPublication(tx, id);
    checkVersion(before.version);
    await tx.delete(publications).where(eq(publications.id, id));
    await forgetDownloads(tx, [before.TARIFF_FILE, before.TARIFF_FILE_AR]);
    const audit = { action: 'publication.delete', entityType: ENTITY, entityId: id, before };
    return { result: before, audit };
  });
  const keys = [before.image, before.TARIFF_FILE, before.TARIFF_FILE_AR].filter(isStorageKey);
  await removeQuietly(c.get('services').storage, keys, c.get('log'));
  return { id };
}

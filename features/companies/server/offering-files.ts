import 'server-only';

import type { Multipart } from '@/lib/api/multipart';
import { namesStoredFile, pendingFile, type PendingFile } from '@/lib/storage/stored-files';

import type { OfferingKind } from '../offering-schemas';

import { checkImage, checkImageOrPdf, type FileCheck } from './file-checks';
import type { ProductRow, ServiceRow } from './member-reads';

// The picture and the certificate of a product or service (part 3 §4 "File change rule"): a file
// replaces the stored one only when a new one was chosen; otherwise the stored one is kept.

export type OfferingMode = 'add' | 'edit';
type Mode = OfferingMode;
type Errors = Record<string, string[]>;
type OfferingRow = ProductRow | ServiceRow;

type FileRule = {
  field: 'image' | 'certificate_image';
  changedFlag: string;
  existingField: string;
  check: (file: File) => Promise<FileCheck>;
};

const FILES: FileRule[] = [
  {
    field: 'image',
    changedFlag: 'image_changed',
    existingField: 'existing_image',
    check: checkImage,
  },
  {
    field: 'certificate_image',
    changedFlag: 'certificate_changed',
    existingField: 'existing_certificate_image',
    check: checkImageOrPdf,
  },
];

/** The spec README: the image is always required; the certificate file for a new service only. */
const fileRequired = (kind: OfferingKind, mode: Mode, field: FileRule['field']) =>
  field === 'image' || (kind === 'services' && mode === 'add');

/** The files a form sends, checked by content; the errors go into `errors`. */
export async function planOfferingFiles(
  form: Multipart,
  kind: OfferingKind,
  mode: Mode,
  current: OfferingRow | null,
  folder: string,
  errors: Errors,
) {
  const pending: PendingFile[] = [];
  const keys: { image: string; certificate_image: string | null } = {
    image: current?.image ?? '',
    certificate_image: current?.certificate_image ?? null,
  };
  for (const rule of FILES) {
    const file = form.file(rule.field);
    const owned = current?.[rule.field] ?? null;
    const replacing = file !== null || form.flag(rule.changedFlag);
    if (!replacing || !file) {
      if (replacing || (!owned && fileRequired(kind, mode, rule.field))) {
        errors[rule.field] = ['Companies.fileRequired'];
      }
      const reference = form.text(rule.existingField);
      if (!replacing && reference !== '' && !(owned && namesStoredFile(reference, owned))) {
        errors[rule.existingField] = ['Companies.unknownFile'];
      }
      continue;
    }
    const checked = await rule.check(file);
    if (!checked.ok) {
      errors[rule.field] = [checked.error];
      continue;
    }
    const next = pendingFile(folder, checked.file);
    pending.push(next);
    keys[rule.field] = next.key;
  }
  return { pending, keys };
}

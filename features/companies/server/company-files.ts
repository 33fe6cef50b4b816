import 'server-only';

import { indexedFile, type Multipart } from '@/lib/api/multipart';
import { namesStoredFile, pendingFile, type PendingFile } from '@/lib/storage/stored-files';

import type { CertificateEntry } from '../company-schemas';

import { checkImage, checkPdf, type FileCheck } from './file-checks';

type Errors = Record<string, string[]>;

/** The company's files as they stand today (edit) or none yet (registration). */
export type CurrentCompanyFiles = {
  logo: string;
  company_profile_pdf: string;
  certificates: { title: string; file: string }[];
};

export type CompanyFilePlan = {
  logo: string;
  company_profile_pdf: string;
  certificates: { title: string; file: string }[];
  /** New files to store before the change is saved. */
  pending: PendingFile[];
  /** Files the change no longer uses. */
  replaced: string[];
};

type FileSpec = {
  field: 'logo' | 'company_profile_pdf';
  changedFlag: string;
  existingField: string;
  check: (file: File) => Promise<FileCheck>;
};

const SPECS: FileSpec[] = [
  {
    field: 'logo',
    changedFlag: 'logo_changed',
    existingField: 'existing_logo',
    check: (file) => checkImage(file, { logo: true }),
  },
  {
    field: 'company_profile_pdf',
    changedFlag: 'pdf_changed',
    existingField: 'existing_company_profile_pdf',
    check: checkPdf,
  },
];

/**
 * part 3 §4 "File change rule" and issue 12: a file is replaced only when a new one is chosen;
 * otherwise the kept one must be this company's own. Every new file is checked by its content
 * before anything is stored; `errors` collects what is wrong.
 */
export async function planCompanyFiles(
  form: Multipart,
  entries: CertificateEntry[],
  current: CurrentCompanyFiles | null,
  folder: string,
  errors: Errors,
): Promise<CompanyFilePlan> {
  const pending: PendingFile[] = [];
  const kept: Record<string, string> = {};
  for (const spec of SPECS) {
    const file = form.file(spec.field);
    const owned = current?.[spec.field];
    if (file || !owned || form.flag(spec.changedFlag)) {
      if (!file) {
        errors[spec.field] = ['Companies.fileRequired'];
        continue;
      }
      const checked = await spec.check(file);
      if (!checked.ok) errors[spec.field] = [checked.error];
      else {
        const next = pendingFile(folder, checked.file);
        pending.push(next);
        kept[spec.field] = next.key;
      }
    } else {
      const reference = form.text(spec.existingField);
      if (reference !== '' && !namesStoredFile(reference, owned)) {
        errors[spec.existingField] = ['Companies.unknownFile'];
      }
      kept[spec.field] = owned;
    }
  }

  const certificates: { title: string; file: string }[] = [];
  const usedIndexes = new Set<number>();
  for (const [position, entry] of entries.entries()) {
    const field = `attachment_option_file.${position}.file`;
    if ('file_index' in entry) {
      const file = usedIndexes.has(entry.file_index)
        ? null
        : indexedFile(form, 'certificate_files', entry.file_index);
      usedIndexes.add(entry.file_index);
      if (!file) {
        errors[field] = ['Companies.fileRequired'];
        continue;
      }
      const checked = await checkPdf(file);
      if (!checked.ok) errors[field] = [checked.error];
      else {
        const next = pendingFile(`${folder}/certificates`, checked.file);
        pending.push(next);
        certificates.push({ title: entry.title, file: next.key });
      }
    } else {
      const owned = current?.certificates.find((item) => namesStoredFile(entry.file, item.file));
      if (!owned) errors[field] = ['Companies.unknownFile'];
      else certificates.push({ title: entry.title, file: owned.file });
    }
  }

  const used = new Set([kept.logo, kept.company_profile_pdf, ...certificates.map((c) => c.file)]);
  const before = current
    ? [current.logo, current.company_profile_pdf, ...current.certificates.map((c) => c.file)]
    : [];
  return {
    logo: kept.logo ?? '',
    company_profile_pdf: kept.company_profile_pdf ?? '',
    certificates,
    pending,
    replaced: [...new Set(before.filter((key) => !used.has(key)))],
  };
}

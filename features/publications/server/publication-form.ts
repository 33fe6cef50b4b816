import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Context } from 'hono';

import { ApiError, validationErrors } from '@/lib/api/errors';
import { INVALID_JSON, readMultipart } from '@/lib/api/multipart';
import type { AppEnv } from '@/lib/api/types';
import { countries, industries } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { pendingFile, type PendingFile } from '@/lib/storage/stored-files';
import {
  checkImage,
  checkPdf,
  type FileCheck,
  type UploadProblem,
} from '@/lib/storage/upload-checks';

import { PUBLICATION_FILE_FOLDER, PUBLICATION_IMAGE_FOLDER } from '../constants';
import { publicationInputSchema, type PublicationInput } from '../schemas';

// Issue 26 "Staff console": the publication form as a multipart body. Its fields are checked by
// the form's own schema and its files by their content (pictures re-encoded to WebP, PDFs without
// scripts), together, so one answer lists every problem.

/** The form's three files, under the names of the columns they fill. */
export const PUBLICATION_FILES = ['image', 'TARIFF_FILE', 'TARIFF_FILE_AR'] as const;
export type PublicationFileField = (typeof PUBLICATION_FILES)[number];

export type PublicationForm = {
  input: Omit<PublicationInput, 'version'>;
  /** The version the editor started from, as the form names it (else If-Match). */
  version: unknown;
  /** The new files, checked and named, not yet stored. */
  files: Partial<Record<PublicationFileField, PendingFile>>;
  /** The editor removed the Arabic edition's PDF. */
  removeArabicFile: boolean;
};

const PROBLEMS: Record<UploadProblem, string> = {
  size: 'PublicationsAdmin.errors.fileSize',
  image: 'PublicationsAdmin.errors.imageType',
  pdf: 'PublicationsAdmin.errors.pdfType',
  imageOrPdf: 'PublicationsAdmin.errors.pdfType',
};

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Reads and checks the form; 422 with every field's problem. `creating` needs the image and PDF. */
export async function readPublicationForm(
  c: Context<AppEnv>,
  { creating }: { creating: boolean },
): Promise<PublicationForm> {
  const form = await readMultipart(c);
  const industry = form.json('industry');
  const values = {
    ...Object.fromEntries(
      ['DESCRIPTION_ENG', 'DESCRIPTION_ARA', 'TARIFF_ENG', 'TARIFF_ARA', 'date_start'].map(
        (name) => [name, form.text(name)],
      ),
    ),
    country_id: numberOf(form.text('country_id')),
    industry: industry === INVALID_JSON ? 'invalid' : (industry ?? []),
    for_vip: form.flag('for_vip'),
    status: numberOf(form.text('status')) ?? 1,
  };
  const parsed = publicationInputSchema.omit({ version: true }).safeParse(values);
  const errors = parsed.success ? {} : validationErrors(parsed.error);

  const files: PublicationForm['files'] = {};
  const checks: [PublicationFileField, (file: File) => Promise<FileCheck>, string][] = [
    ['image', checkImage, PUBLICATION_IMAGE_FOLDER],
    ['TARIFF_FILE', checkPdf, PUBLICATION_FILE_FOLDER],
    ['TARIFF_FILE_AR', checkPdf, PUBLICATION_FILE_FOLDER],
  ];
  for (const [field, check, folder] of checks) {
    const file = form.file(field);
    if (!file) {
      if (creating && field !== 'TARIFF_FILE_AR') errors[field] = ['rules.required'];
      continue;
    }
    const checked = await check(file);
    if (checked.ok) files[field] = pendingFile(folder, checked.file);
    else errors[field] = [PROBLEMS[checked.problem]];
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw new ApiError(422, 'Api.invalid', errors);
  }
  return {
    input: parsed.data,
    version: form.text('version') || undefined,
    files,
    removeArabicFile: !creating && !files.TARIFF_FILE_AR && form.flag('remove_file_ar'),
  };
}

/** The country and sectors must exist: 422 by field otherwise. */
export async function checkPublicationChoices(db: Db, input: PublicationForm['input']) {
  const [countryRows, sectorRows] = await Promise.all([
    db
      .select({ id: countries.id })
      .from(countries)
      .where(inArray(countries.id, [input.country_id])),
    db
      .select({ id: industries.iid })
      .from(industries)
      .where(inArray(industries.iid, input.industry)),
  ]);
  const errors: Record<string, string[]> = {};
  if (countryRows.length === 0) errors.country_id = ['PublicationsAdmin.errors.unknownCountry'];
  if (sectorRows.length !== input.industry.length) {
    errors.industry = ['PublicationsAdmin.errors.unknownSector'];
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'Api.invalid', errors);
}

import sharp from 'sharp';

import { publications } from '@/lib/db/schema';

import type { TestApi } from './helpers/test-api';

// The publication form as the console sends it (multipart), for the staff tests and the OpenAPI
// walk's write fixtures.

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

export const pngBytes = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a6e4f' } })
    .png()
    .toBuffer();

export const PUBLICATION_FIELDS = {
  DESCRIPTION_ENG: 'Jordanian dates in Malaysia',
  DESCRIPTION_ARA: 'التمور الأردنية في ماليزيا',
  TARIFF_ENG: '<p>Demand for Medjool dates in Kuala Lumpur.</p>',
  TARIFF_ARA: '<p>الطلب على تمور المجهول في كوالالمبور.</p>',
  country_id: '458',
  industry: '[3, 4]',
  date_start: '2026-10-05',
  for_vip: '0',
  status: '1',
};

type Files = Partial<Record<'image' | 'TARIFF_FILE' | 'TARIFF_FILE_AR', Blob>>;

export const pdfBlob = (bytes: Buffer = PDF_BYTES) =>
  new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
export const imageBlob = async () =>
  new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' });

/** A multipart body of these fields and files. */
export function publicationForm(fields: Record<string, string>, files: Files = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, blob] of Object.entries(files)) form.set(name, blob, `${name}.bin`);
  return form;
}

/** A complete new publication's form: the fields, a cover and both PDFs. */
export async function newPublicationForm(overrides: Record<string, string> = {}) {
  return publicationForm(
    { ...PUBLICATION_FIELDS, ...overrides },
    { image: await imageBlob(), TARIFF_FILE: pdfBlob(), TARIFF_FILE_AR: pdfBlob() },
  );
}

/** A publication stored directly, at version 1. */
export async function storedPublication(api: TestApi): Promise<number> {
  const [row] = await api.db
    .insert(publications)
    .values({
      DESCRIPTION_ENG: 'Walk publication',
      DESCRIPTION_ARA: 'منشور للتجربة',
      country_id: 400,
      industry: [3],
      date_start: '2026-01-01',
    })
    .returning({ id: publications.id });
  return row!.id;
}

/** Sends a multipart form. */
export const sendForm = (
  api: TestApi,
  method: 'POST' | 'PUT',
  path: string,
  headers: Record<string, string>,
  body: FormData,
) => api.request(path, { method, headers, body });

import 'server-only';

import { UPLOAD_MAX_BYTES } from '@/lib/constants';

// OpenAPI description of the publication form (multipart). It describes; the routes validate the
// fields and files together (./publication-form.ts).

type Property = { type: 'string'; format?: 'binary'; description?: string; example?: string };

const text = (example: string, description?: string): Property => ({
  type: 'string',
  example,
  ...(description ? { description } : {}),
});
const file = (description: string): Property => ({
  type: 'string',
  format: 'binary',
  description: `${description}; at most ${UPLOAD_MAX_BYTES} bytes, checked by content`,
});

const FIELDS: Record<string, Property> = {
  DESCRIPTION_ENG: text('Exporting olive oil to Germany', 'The title in English'),
  DESCRIPTION_ARA: text('تصدير زيت الزيتون إلى ألمانيا', 'The title in Arabic'),
  TARIFF_ENG: text('<p>Summary</p>', 'The summary in English (HTML, cleaned when stored)'),
  TARIFF_ARA: text('<p>ملخص</p>', 'The summary in Arabic (HTML, cleaned when stored)'),
  country_id: text('276', 'A country id'),
  industry: text('[3, 4]', 'JSON list of sector ids'),
  date_start: text('2026-03-01', 'The publication date, YYYY-MM-DD'),
  for_vip: text('0', '1 for VIP members only'),
  status: text('1', '1 published, 0 draft'),
  image: file('The cover: JPEG, PNG, WebP or GIF, stored as WebP (required when adding)'),
  TARIFF_FILE: file('The English PDF (required when adding)'),
  TARIFF_FILE_AR: file('The Arabic PDF (optional)'),
};

const REQUIRED = ['DESCRIPTION_ENG', 'DESCRIPTION_ARA', 'country_id', 'industry', 'date_start'];

const multipart = (properties: Record<string, Property>, required: string[]) => ({
  content: { 'multipart/form-data': { schema: { type: 'object' as const, required, properties } } },
  required: true,
});

export const createPublicationForm = multipart(FIELDS, [...REQUIRED, 'image', 'TARIFF_FILE']);

export const updatePublicationForm = multipart(
  {
    ...FIELDS,
    version: text('3', 'The version the editor started from (or If-Match)'),
    remove_file_ar: text('0', '1 removes the Arabic PDF'),
  },
  REQUIRED,
);

import { z } from 'zod';

import { UPLOAD_MAX_BYTES } from '@/lib/constants';

import { publicationInputSchema, type PublicationInput, type StaffPublication } from './schemas';

// The console's publication form (issue 26): the API's fields (the same schema the server checks)
// and the files chosen. Isomorphic, for the form and its tests.

export type PublicationFormValues = Omit<PublicationInput, 'version'> & {
  image: File | null;
  TARIFF_FILE: File | null;
  TARIFF_FILE_AR: File | null;
  remove_file_ar: boolean;
};

/** A chosen file within the size limit and of the kind asked for (the server checks the content). */
const chosenFile = (kind: 'image' | 'pdf', required: boolean) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File, 'rules.invalid')
    .refine((file) => !required || file !== null, 'rules.required')
    .refine((file) => !file || file.size <= UPLOAD_MAX_BYTES, 'PublicationsAdmin.errors.fileSize')
    .refine(
      (file) =>
        !file ||
        (kind === 'image'
          ? /^image\/(jpeg|png|webp|gif)$/.test(file.type)
          : file.type === 'application/pdf'),
      kind === 'image' ? 'PublicationsAdmin.errors.imageType' : 'PublicationsAdmin.errors.pdfType',
    );

/** The form's schema: a new publication needs its cover and its English PDF. */
export const publicationFormSchema = (creating: boolean) =>
  publicationInputSchema.omit({ version: true }).extend({
    image: chosenFile('image', creating),
    TARIFF_FILE: chosenFile('pdf', creating),
    TARIFF_FILE_AR: chosenFile('pdf', false),
    remove_file_ar: z.boolean(),
  });

const FILES = { image: null, TARIFF_FILE: null, TARIFF_FILE_AR: null, remove_file_ar: false };

/** The form's starting values: those of the publication edited, or a new one's (published today). */
export function valuesOf(
  publication: StaffPublication | null,
  today: string,
): PublicationFormValues {
  if (!publication) {
    return {
      DESCRIPTION_ENG: '',
      DESCRIPTION_ARA: '',
      TARIFF_ENG: '',
      TARIFF_ARA: '',
      country_id: 0,
      industry: [],
      date_start: today,
      for_vip: false,
      status: 1,
      ...FILES,
    };
  }
  return {
    DESCRIPTION_ENG: publication.DESCRIPTION_ENG,
    DESCRIPTION_ARA: publication.DESCRIPTION_ARA,
    TARIFF_ENG: publication.TARIFF_ENG,
    TARIFF_ARA: publication.TARIFF_ARA,
    country_id: publication.country_id,
    industry: publication.industry,
    date_start: publication.date_start,
    for_vip: publication.for_vip,
    status: publication.status === 1 ? 1 : 0,
    ...FILES,
  };
}

/** The form's fields, the API's names for them (an API error lands on its field). */
export const PUBLICATION_FORM_FIELDS = [
  'DESCRIPTION_ENG',
  'DESCRIPTION_ARA',
  'TARIFF_ENG',
  'TARIFF_ARA',
  'country_id',
  'industry',
  'date_start',
  'for_vip',
  'status',
  'image',
  'TARIFF_FILE',
  'TARIFF_FILE_AR',
] as const;

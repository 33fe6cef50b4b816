import { z } from 'zod';

import { offeringFileProblem, type OfferingFileKind } from './offering-files';
import {
  addProductSchema,
  addServiceSchema,
  editProductSchema,
  editServiceSchema,
  type OfferingKind,
} from './offering-schemas';

export type OfferingFormMode = 'add' | 'edit';

const SCHEMAS = {
  products: { add: addProductSchema, edit: editProductSchema },
  services: { add: addServiceSchema, edit: editServiceSchema },
};

const fileField = (kind: OfferingFileKind, required: boolean) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, context) => {
      const problem = offeringFileProblem(file, { kind, required });
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/**
 * The add and edit forms' schema: the shared fields (./schemas.ts) and the two files. The image is
 * required on add; the certificate file on adding a service only (the spec's README); on edit a
 * file is sent only when a new one is chosen, so neither is required.
 */
export function offeringFormSchema(kind: OfferingKind, mode: OfferingFormMode) {
  return SCHEMAS[kind][mode].extend({
    image: fileField('image', mode === 'add'),
    certificate_image: fileField('certificate', mode === 'add' && kind === 'services'),
  });
}

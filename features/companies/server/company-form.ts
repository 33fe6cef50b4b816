import 'server-only';

import { validationErrors } from '@/lib/api/errors';
import { INVALID_JSON, type Multipart } from '@/lib/api/multipart';

import {
  COMPANY_JSON_FIELDS,
  companyEditSchema,
  companyRegistrationSchema,
  type CertificateEntry,
  type CompanyFields,
} from '../company-schemas';

type Errors = Record<string, string[]>;
export type CompanyFormRead = {
  fields: CompanyFields | null;
  certificates: CertificateEntry[];
  errors: Errors;
};

/** The company's text and JSON fields of a multipart body, checked by the forms' schema. */
export function readCompanyFields(form: Multipart, { registration }: { registration: boolean }) {
  const errors: Errors = {};
  const input: Record<string, unknown> = { ...form.texts() };
  for (const name of COMPANY_JSON_FIELDS) {
    const value = form.json(name);
    if (value === INVALID_JSON) errors[name] = ['rules.invalid'];
    input[name] = value === INVALID_JSON || value === undefined ? [] : value;
  }
  if (registration) input.agreements = form.flag('agreements');
  const schema = registration ? companyRegistrationSchema : companyEditSchema;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    for (const [field, messages] of Object.entries(validationErrors(parsed.error))) {
      errors[field] ??= messages;
    }
  }
  const certificates = parsed.success ? parsed.data.attachment_option_file : [];
  const read: CompanyFormRead = {
    fields: parsed.success ? parsed.data : null,
    certificates,
    errors,
  };
  return read;
}

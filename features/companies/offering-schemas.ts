import { z } from 'zod';

import { hsDigitsOf } from '@/lib/hs/hs-code';
import { requiredText, userText } from '@/lib/validation/rules';

import { COMPANY_TEXT_MAX, GS1_CODE_DIGITS, HS_CODE_MAX } from './constants';
import { longText, lookupId, text, webAddress } from './field-rules';

// part 3 §5: a product's and a service's fields, shared by the form and the multipart routes.
// Files are checked apart, by their content (server/uploads).

const offeringShape = {
  name_eng: text(),
  name_ara: text(),
  industry: lookupId(),
  sub_ind: lookupId(),
  description_eng: longText(),
  description_ara: longText(),
  features: longText(),
  contacts: webAddress(),
};
const certificateName = () => userText().max(COMPANY_TEXT_MAX, 'rules.invalid');

/** A code as people write it ("15.09", "1509 20", Arabic-Indic digits) read as its digits. */
const codeDigits = (value: unknown) =>
  typeof value === 'string' ? (hsDigitsOf(value) ?? value) : value;
const hsCodeShape = (value: string) =>
  value === '' || new RegExp(`^\\d{2,${HS_CODE_MAX}}$`).test(value);
/**
 * part 2 §9 "HS code: at most 6 characters", written in any spelling (issue 37) and stored as its
 * digits; whether the nomenclature knows it is checked on the server (check-choices.ts).
 */
const hsCode = (required: boolean) =>
  z.preprocess(
    (value) => codeDigits(value ?? ''),
    (required ? requiredText() : z.string().trim()).refine(hsCodeShape, 'Companies.hsCode'),
  );
const productCodes = {
  gs1_code: requiredText().refine(
    (value) =>
      value === '' ||
      ((GS1_CODE_DIGITS as readonly number[]).includes(value.length) && /^\d+$/.test(value)),
    'Companies.gs1Code',
  ),
  hs_code: hsCode(true),
};
/** A service's HS code (issue 37): optional, the goods the service is about. */
const serviceCodes = { hs_code: hsCode(false) };

/** part 3 §5 "Add product": every field required, the certificate name too. */
export const addProductSchema = z.object({
  ...offeringShape,
  ...productCodes,
  cert: certificateName().min(1, 'rules.required'),
});
/** part 3 §5 "Product edit": the certificate name optional. */
export const editProductSchema = z.object({
  ...offeringShape,
  ...productCodes,
  cert: certificateName(),
});
/** part 3 §5 "Add service" (the spec's README: the name is required, and the file too). */
export const addServiceSchema = z.object({
  ...offeringShape,
  ...serviceCodes,
  cert: certificateName().min(1, 'rules.required'),
});
export const editServiceSchema = z.object({
  ...offeringShape,
  ...serviceCodes,
  cert: certificateName(),
});

export type ProductFields = z.output<typeof editProductSchema>;
export type ServiceFields = z.output<typeof editServiceSchema>;
export type OfferingKind = 'products' | 'services';

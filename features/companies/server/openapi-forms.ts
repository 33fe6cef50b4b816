import 'server-only';

import { UPLOAD_MAX_BYTES } from '../constants';

// OpenAPI descriptions of the multipart forms. They describe; the routes validate (the fields and
// files together, so one answer lists every error, files by their content).

type Property = { type: 'string'; format?: 'binary'; description?: string; example?: string };

const text = (example?: string): Property => ({ type: 'string', ...(example ? { example } : {}) });
const file = (description: string): Property => ({
  type: 'string',
  format: 'binary',
  description: `${description}; at most ${UPLOAD_MAX_BYTES} bytes, checked by content`,
});
const json = (example: string): Property => ({
  type: 'string',
  description: 'JSON text',
  example,
});

const COMPANY_FIELDS: Record<string, Property> = {
  company_registered_name: text('Nabeel Foods Co. LLC'),
  company_trading_name: text('Nabeel Foods'),
  type_of_company: text('1'),
  phone_number: text('96265000000'),
  mobile_number: text('962790000000'),
  website_url: text('www.nabeel-foods.example'),
  e_mail: text('info@nabeel-foods.example'),
  location_type_id: text('1'),
  governorates: text('1'),
  location_country_id: text(),
  industry_information_for_products: json('[3]'),
  industry_information_for_services: json('[]'),
  countries_of_operations: json('[682, 368]'),
  attachment_option_file: json('[{"title":"ISO 22000","file_index":0}]'),
  person_title: text('1'),
  person_position: text('3'),
  person_first_name: text('Rami'),
  person_last_name: text('Khalil'),
  person_mobile_number: text('962790000001'),
  person_email: text('rami@nabeel-foods.example'),
  logo: file('JPEG, PNG, WebP or GIF, stored as WebP'),
  company_profile_pdf: file('PDF'),
  'certificate_files.0': file('PDF of the certificate whose file_index is 0'),
};

const COMPANY_REQUIRED = Object.keys(COMPANY_FIELDS).filter(
  (name) => !['governorates', 'location_country_id', 'certificate_files.0'].includes(name),
);

/** The version an edit started from (issue 44: a member's change of a record names it). */
const VERSION: Record<string, Property> = {
  version: {
    type: 'string',
    example: '3',
    description:
      'The version of the record the change started from (its answer’s `version`), or the ' +
      '`If-Match` header: 428 without either, 409 when the record changed since',
  },
};

export const multipart = (properties: Record<string, Property>, required: string[]) => ({
  content: { 'multipart/form-data': { schema: { type: 'object' as const, required, properties } } },
});

export const registrationForm = multipart({ ...COMPANY_FIELDS, agreements: text('1') }, [
  ...COMPANY_REQUIRED,
  'agreements',
]);

export const companyEditForm = multipart(
  {
    ...COMPANY_FIELDS,
    logo_changed: text('0'),
    existing_logo: text('/api/uploads/companies/7/logo.webp'),
    pdf_changed: text('0'),
    existing_company_profile_pdf: text(),
    attachment_option_file: json(
      '[{"title":"ISO 22000","file":"/api/uploads/companies/7/certificates/a.pdf","is_new":false}]',
    ),
    ...VERSION,
  },
  COMPANY_REQUIRED.filter((name) => name !== 'logo' && name !== 'company_profile_pdf'),
);

const OFFERING_FIELDS: Record<string, Property> = {
  name_eng: text('Extra virgin olive oil'),
  name_ara: text('زيت زيتون بكر ممتاز'),
  industry: text('3'),
  sub_ind: text('12'),
  description_eng: text(),
  description_ara: text(),
  cert: text('ISO 22000'),
  features: text(),
  contacts: text('www.nabeel-foods.example/contact'),
  image: file('JPEG, PNG, WebP or GIF, stored as WebP'),
  certificate_image: file('an image or a PDF'),
};
const HS_CODE: Property = {
  type: 'string',
  example: '15.09',
  description:
    'An HS code of 2 to 6 digits in any spelling (`1509`, `15.09`, `1509 20`, Arabic-Indic ' +
    'digits), stored as its digits; the HS 2022 nomenclature must know it (a subheading of ' +
    'another edition, such as 150910, by its heading), else 422.',
};
const PRODUCT_CODES: Record<string, Property> = {
  gs1_code: text('6251234567892'),
  hs_code: HS_CODE,
};
/** A service's HS code (issue 37) is optional: empty or absent stores none. */
const SERVICE_CODES: Record<string, Property> = { hs_code: HS_CODE };
const EDIT_FILES: Record<string, Property> = {
  image_changed: text('0'),
  existing_image: text(),
  certificate_changed: text('0'),
  existing_certificate_image: text(),
  ...VERSION,
};

const offeringRequired = (fields: Record<string, Property>, extra: string[]) =>
  Object.keys(fields)
    .filter((name) => !['certificate_image', 'image'].includes(name))
    .concat(extra);

export const offeringForms = {
  products: {
    add: multipart(
      { ...OFFERING_FIELDS, ...PRODUCT_CODES },
      offeringRequired({ ...OFFERING_FIELDS, ...PRODUCT_CODES }, ['image']),
    ),
    edit: multipart(
      { ...OFFERING_FIELDS, ...PRODUCT_CODES, ...EDIT_FILES },
      offeringRequired({ ...OFFERING_FIELDS, ...PRODUCT_CODES }, []).filter((n) => n !== 'cert'),
    ),
  },
  services: {
    add: multipart(
      { ...OFFERING_FIELDS, ...SERVICE_CODES },
      offeringRequired(OFFERING_FIELDS, ['image', 'certificate_image']),
    ),
    edit: multipart(
      { ...OFFERING_FIELDS, ...SERVICE_CODES, ...EDIT_FILES },
      offeringRequired(OFFERING_FIELDS, []).filter((n) => n !== 'cert'),
    ),
  },
};

import type { ApprovalType } from './approval-types';

// Issue 13: the fields an officer reviews, in the order of the member's forms (part 2 §3, part 3
// §3), and how each is shown: text as typed, lookups by their names, files as links.

export type LookupTable =
  | 'companyTypes'
  | 'locationTypes'
  | 'governorates'
  | 'countries'
  | 'industries'
  | 'subIndustries'
  | 'titles'
  | 'positions';

export type FieldSpec =
  | { field: string; kind: 'text' | 'ltr' | 'image' | 'file' | 'certificates' }
  | { field: string; kind: 'lookup' | 'lookups'; table: LookupTable };

const text = (field: string): FieldSpec => ({ field, kind: 'text' });
const ltr = (field: string): FieldSpec => ({ field, kind: 'ltr' });
const lookup = (field: string, table: LookupTable): FieldSpec => ({ field, kind: 'lookup', table });
const lookups = (field: string, table: LookupTable): FieldSpec => ({
  field,
  kind: 'lookups',
  table,
});

export const COMPANY_FIELDS: readonly FieldSpec[] = [
  text('company_registered_name'),
  text('company_trading_name'),
  lookup('type_of_company', 'companyTypes'),
  ltr('phone_number'),
  ltr('mobile_number'),
  ltr('website_url'),
  ltr('e_mail'),
  lookup('location_type_id', 'locationTypes'),
  lookup('governorates', 'governorates'),
  lookup('location_country_id', 'countries'),
  { field: 'logo', kind: 'image' },
  { field: 'company_profile_pdf', kind: 'file' },
  lookups('industry_information_for_products', 'industries'),
  lookups('industry_information_for_services', 'industries'),
  lookups('countries_of_operations', 'countries'),
  { field: 'certificates', kind: 'certificates' },
  lookup('person_title', 'titles'),
  lookup('person_position', 'positions'),
  text('person_first_name'),
  text('person_last_name'),
  ltr('person_mobile_number'),
  ltr('person_email'),
];

const OFFERING_HEAD: readonly FieldSpec[] = [text('name_eng'), text('name_ara')];
const OFFERING_BODY: readonly FieldSpec[] = [
  lookup('industry', 'industries'),
  lookup('sub_ind', 'subIndustries'),
  text('description_eng'),
  text('description_ara'),
  text('cert'),
  text('features'),
  ltr('contacts'),
  { field: 'image', kind: 'image' },
  { field: 'certificate_image', kind: 'file' },
];

export const PRODUCT_FIELDS: readonly FieldSpec[] = [
  ...OFFERING_HEAD,
  ltr('gs1_code'),
  ltr('hs_code'),
  ...OFFERING_BODY,
];
/** A service's HS code (issue 37) is optional: shown as a product's is. */
export const SERVICE_FIELDS: readonly FieldSpec[] = [
  ...OFFERING_HEAD,
  ltr('hs_code'),
  ...OFFERING_BODY,
];

export function fieldsOf(type: ApprovalType): readonly FieldSpec[] {
  if (type === 'company') return COMPANY_FIELDS;
  return type === 'product' ? PRODUCT_FIELDS : SERVICE_FIELDS;
}

/** A stored value reduced to what matters: no value is null; a certificate is its title and file. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    return value.map((item: unknown) =>
      item && typeof item === 'object' && 'file' in item
        ? {
            title: (item as { title?: unknown }).title ?? null,
            file: (item as { file: unknown }).file,
          }
        : item,
    );
  }
  return value;
}

/** Whether two stored values of a field are the same (lists in their order). */
export const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/**
 * The fields a change touches: those whose submitted value differs from the approved version's.
 * A field the approved version does not carry (an older snapshot) is taken as unchanged.
 */
export function changedFields(
  specs: readonly FieldSpec[],
  approved: Record<string, unknown>,
  submitted: Record<string, unknown>,
): string[] {
  return specs
    .filter(({ field }) => field in approved && !sameValue(approved[field], submitted[field]))
    .map(({ field }) => field);
}

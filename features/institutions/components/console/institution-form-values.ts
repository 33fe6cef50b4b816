import type { Institution, InstitutionInput } from '../../schemas';

// The institution form's values (issue 14): a new institution's, or those of the one edited.

const EMPTY: InstitutionInput = {
  name: '',
  name_ara: '',
  type_id: [],
  mode_id: 0,
  gov_id: 0,
  description_eng: '',
  description_ara: '',
  services_eng: '',
  services_ara: '',
  address_eng: '',
  address_ara: '',
  phone: '',
  email: '',
  website: '',
};

/** The form's fields, the API's names for them. */
export const INSTITUTION_FIELDS = Object.keys(EMPTY) as (keyof InstitutionInput)[];

/** The form's starting values: the institution's fields (never its version, sent apart). */
export const valuesOf = (institution: Institution | null): InstitutionInput =>
  institution
    ? (Object.fromEntries(
        INSTITUTION_FIELDS.map((key) => [key, institution[key as keyof Institution]]),
      ) as InstitutionInput)
    : EMPTY;

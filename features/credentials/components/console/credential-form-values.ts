import type { Credential, CredentialInput } from '../../schemas';

// The credential form's values (issue 27): a new credential's, or those of the one edited.

const EMPTY: CredentialInput = {
  name_eng: '',
  name_ara: '',
  country_id: 0,
  date: '',
  type: 0,
  issuer_eng: '',
  issuer_ara: '',
  description_eng: '',
  description_ara: '',
  link: '',
  document: '',
  status: 1,
};

/** The form's fields, the API's names for them. */
export const CREDENTIAL_FIELDS = Object.keys(EMPTY) as (keyof CredentialInput)[];

/** The form's starting values: the credential's fields (never its version, sent apart). */
export const credentialValuesOf = (credential: Credential | null): CredentialInput =>
  credential
    ? (Object.fromEntries(
        CREDENTIAL_FIELDS.map((key) => [key, credential[key as keyof Credential]]),
      ) as CredentialInput)
    : EMPTY;

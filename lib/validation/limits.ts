// The rules' constants without zod: client code that only needs a limit or a name imports them
// from here, so zod loads with the schemas (on a form's first validation), not with the page.
export const NAME_MAX = 20;

/** The largest value of an `integer` column (serial ids, lookup ids): 2^31 − 1. */
export const MAX_ID = 2_147_483_647;

/** The field people never see and bots fill (enquiries, the consultation request): refused when set. */
export const HONEYPOT_FIELD = 'website';

// part 1 §5: the plain values of the shared rules, without zod, so a form's first load can use
// them while its rules (lib/validation/rules.ts, with zod) load on its first validation.

export const NAME_MAX = 20;

/** The largest value of an `integer` column (serial ids, lookup ids): 2^31 − 1. */
export const MAX_ID = 2_147_483_647;

/** The field people never see and bots fill (enquiries, the consultation request): refused when set. */
export const HONEYPOT_FIELD = 'website';

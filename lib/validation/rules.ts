import { z } from 'zod';

// part 1 §5: the rules shared by every form and request. Messages are catalogue keys; the forms
// show them with next-intl and the API answers their text (lib/api/translate.ts).
export const NAME_MAX = 20;

// A missing field and an empty one both read "Required."; the other rules of a field pass an
// empty value, so that is all it says (and the form's other checks still run).
export const requiredValue = () => z.string({ error: 'rules.required' }).min(1, 'rules.required');
export const requiredText = () =>
  z.string({ error: 'rules.required' }).trim().min(1, 'rules.required');

/** The largest value of an `integer` column (serial ids, lookup ids): 2^31 − 1. */
export const MAX_ID = 2_147_483_647;

/** The field people never see and bots fill (enquiries, the consultation request): refused when set. */
export const HONEYPOT_FIELD = 'website';

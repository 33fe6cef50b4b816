import { z } from 'zod';

// part 1 §5: the rules shared by every form and request. Messages are catalogue keys; the forms
// show them with next-intl and the API answers their text (lib/api/translate.ts).
export { HONEYPOT_FIELD, MAX_ID, NAME_MAX } from './limits';

// A missing field and an empty one both read "Required."; the other rules of a field pass an
// empty value, so that is all it says (and the form's other checks still run).
export const requiredValue = () => z.string({ error: 'rules.required' }).min(1, 'rules.required');
export const requiredText = () =>
  z.string({ error: 'rules.required' }).trim().min(1, 'rules.required');

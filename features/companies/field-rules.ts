import { z } from 'zod';

import { MAX_ID, requiredText } from '@/lib/validation/rules';

import { COMPANY_TEXT_MAX, OFFERING_DESCRIPTION_MAX } from './constants';

// The rules of the single fields of a company, a product and a service (part 2 §3, §5 and part 3
// §3, §5), which company-schemas.ts and offering-schemas.ts compose. Messages are catalogue keys.

export const text = () => requiredText().max(COMPANY_TEXT_MAX, 'rules.invalid');
export const longText = () => requiredText().max(OFFERING_DESCRIPTION_MAX, 'rules.invalid');
/** Phone and mobile are numeric (part 3 §5). */
export const phone = () =>
  requiredText().refine((value) => value === '' || /^\+?\d{6,15}$/.test(value), 'rules.digits');
export const email = () =>
  requiredText()
    .toLowerCase()
    .max(COMPANY_TEXT_MAX, 'rules.email')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'rules.email');
/** A web address; the scheme may be left out (`www.example.jo`). */
export const webAddress = () =>
  text().refine(
    (value) => value === '' || /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(value),
    'rules.url',
  );
export const lookupId = () =>
  z.coerce
    .number({ error: 'rules.required' })
    .int('rules.required')
    .positive('rules.required')
    .max(MAX_ID, 'rules.invalid');
export const optionalLookupId = () =>
  z.preprocess(
    (value) => (value === '' || value === null || value === 'null' ? undefined : value),
    lookupId().optional(),
  );
export const idList = () => z.array(lookupId()).max(300, 'rules.invalid');

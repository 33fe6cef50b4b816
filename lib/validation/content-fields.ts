import { z } from 'zod';

import { isCalendarDay, requiredText, userText } from './rules';

// Issue 29: the fields of the content editors' records (home page, sponsors, offices, social
// links), shared by the console's forms and the staff routes. Messages are catalogue keys.

/** Text the page shows in one language, where the other would otherwise fall back: required. */
export const contentText = (max: number) => requiredText().max(max, 'rules.invalid');

/** Text that may stay empty. */
export const optionalText = (max: number) => userText().max(max, 'rules.invalid');

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/i;

/** A path on this site (`/pages/120-…`, Arabic allowed) or an https address. */
export function isContentLink(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  if (!HTTPS_URL.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const LINK_MESSAGE = 'RecordsAdmin.errors.link';

/** A link the page follows: a site path or an https address. */
export const contentLink = (max = 500) => contentText(max).refine(isContentLink, LINK_MESSAGE);

/** The same, or empty when the record has no link. */
export const optionalLink = (max = 500) =>
  optionalText(max).refine((value) => value === '' || isContentLink(value), LINK_MESSAGE);

/** 1 shown, 0 hidden. */
export const shownStatus = z
  .number({ error: 'rules.required' })
  .int('rules.invalid')
  .min(0, 'rules.invalid')
  .max(1, 'rules.invalid');

/** A calendar day, YYYY-MM-DD, that exists. */
export const calendarDay = z
  .string({ error: 'rules.required' })
  .trim()
  .min(1, 'rules.required')
  .refine(isCalendarDay, 'rules.invalid');

import type { AbstractIntlMessages } from 'next-intl';

/**
 * What every page's islands need at load: the header, the loading bar, the snackbar and the error
 * page. Page-specific namespaces (Home, Faq, Profile…) are added by the page itself with
 * <PageMessages>, so a page's HTML does not carry the whole catalogue twice.
 */
export const SHELL_NAMESPACES = [
  'Error',
  'Header',
  'LanguageSwitch',
  'Loading',
  'Snackbar',
] as const;

/**
 * The forms' and dialogs' texts: the login and sign-up dialogs, the feedback dialogs, form rules
 * and the shared enquiry form texts. A dialog loaded on first use fetches them with its code
 * (components/i18n/form-messages.tsx); a page that shows a form at load adds them with
 * <PageMessages>.
 */
export const FORM_NAMESPACES = [
  'Auth',
  'EnquiryForm',
  'Modals',
  // One hint of the trade barrier form's field table (features/enquiries/enquiry-field-specs.ts).
  'TradeBarriers',
  'rules',
] as const;

type Messages = AbstractIntlMessages;

function isMessages(value: Messages[string] | undefined): value is Messages {
  return typeof value === 'object' && value !== null;
}

/** Deep merge of two message trees; `extra` wins on a leaf both have. */
export function mergeMessages(base: Messages, extra: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isMessages(current) && isMessages(value) ? mergeMessages(current, value) : value;
  }
  return merged;
}

/** The part of `messages` at a dotted path ('Home.slider'), as a tree from the root. */
function pickPath(messages: Messages, path: string): Messages {
  const [head, ...rest] = path.split('.');
  const value = head === undefined ? undefined : messages[head];
  if (value === undefined || head === undefined) return {};
  if (rest.length === 0) return { [head]: value };
  if (!isMessages(value)) return {};
  const inner = pickPath(value, rest.join('.'));
  return Object.keys(inner).length === 0 ? {} : { [head]: inner };
}

/** The given namespaces of a catalogue, or parts of them by dotted path ('Home.slider'). */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  return paths.reduce<Messages>(
    (picked, path) => mergeMessages(picked, pickPath(messages, path)),
    {},
  );
}

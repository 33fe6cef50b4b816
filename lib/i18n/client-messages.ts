import type { AbstractIntlMessages } from 'next-intl';

/**
 * What every page's islands may need: the header, the feedback and login dialogs, form rules and
 * the shared enquiry form texts. Page-specific namespaces (Home, Faq, Profile…) are added by the
 * page itself with <PageMessages>, so a page's HTML does not carry the whole catalogue twice.
 */
export const SHELL_NAMESPACES = [
  'Auth',
  'EnquiryForm',
  'Error',
  'Header',
  'LanguageSwitch',
  'Loading',
  'Modals',
  'Snackbar',
  // One hint of the trade barrier form's field table (features/enquiries/enquiry-field-specs.ts).
  'TradeBarriers',
  'rules',
] as const;

/** The given namespaces of a catalogue. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.flatMap((namespace) =>
      messages[namespace] === undefined ? [] : [[namespace, messages[namespace]]],
    ),
  );
}

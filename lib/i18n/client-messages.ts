import type { AbstractIntlMessages } from 'next-intl';

// Namespaces only the server reads (e-mails, API answers, metadata, structured data): they are
// not sent to the browser with every page.
const SERVER_ONLY_NAMESPACES = new Set(['Api', 'Emails', 'EnquiryEmails', 'Metadata', 'Seo']);

/** The messages the browser's islands may need. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.has(namespace)),
  );
}

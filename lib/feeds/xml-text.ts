// Text for an XML document: the characters XML 1.0 forbids removed (§2.2 "Char": C0 controls but
// tab, line feed and carriage return; lone surrogates; U+FFFE and U+FFFF), the C1 controls and
// DEL it discourages removed as well, and the five markup characters escaped. The bidi
// embeddings and overrides (U+202A–U+202E) go too (issue 48): the portal never writes them, and
// a user's would draw a title in another order; the isolates a feed adds itself stay.
// (User text comes in without any bidi control: features/open-data/feed-entries.ts.)

import { withoutBidiOverrides } from '@/lib/i18n/bidi-controls';

const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters an XML document may not (or should not) hold. */
export function xmlSafe(text: string): string {
  return withoutBidiOverrides(text.replace(NOT_XML_CHAR, '').replace(LONE_SURROGATE, ''));
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an element's content or an attribute's value (in double quotes). */
export function xmlEscape(text: string): string {
  return xmlSafe(text).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

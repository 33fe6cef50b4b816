// Issue 48 "Loose ends": Unicode's bidirectional controls in text a user wrote. The embeddings and
// overrides (U+202A–U+202E: LRE, RLE, PDF, LRO, RLO) and the isolates (U+2066–U+2069: LRI, RLI,
// FSI, PDI) can draw a title or a file name in another order than it is stored ("Trojan
// Source", CVE-2021-42574). They are removed, not isolated (docs/decisions/security.md,
// "Bidi controls in user text"): at the input boundary (lib/validation's text rules), once from
// the rows stored before (migration 0034), and by the output helpers of feeds, CSV and mail.
// The portal's own isolates (lib/i18n/isolate.ts) are added after, around a value already clean.

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const EMBEDDINGS_AND_OVERRIDES = /[\u202A-\u202E]/g;

/** The text without any bidirectional embedding, override or isolate. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * The text without embeddings and overrides, which the portal never writes itself: for a whole
 * output (a feed, a mail) that may hold the portal's own isolates around values.
 */
export function withoutBidiOverrides(text: string): string {
  return text.replace(EMBEDDINGS_AND_OVERRIDES, '');
}

// A member search typed in Arabic or English finds the same rows however the letters were written.

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic and Persian digits as Western ones: a phone typed as ٠٧٩ finds 079. */
export function westernDigits(text: string): string {
  return text.replace(ARABIC_INDIC, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * The letters folded before comparing, on both sides (the SQL applies the same `translate`):
 * alef with hamza or madda → alef, alef maqsura → yeh, teh marbuta → heh; tatweel dropped.
 */
export const ARABIC_FOLD_FROM = 'أإآٱىةـ';
export const ARABIC_FOLD_TO = 'اااايه';

export function foldArabic(text: string): string {
  let folded = '';
  for (const char of text) {
    const index = ARABIC_FOLD_FROM.indexOf(char);
    if (index === -1) folded += char;
    else folded += ARABIC_FOLD_TO[index] ?? '';
  }
  return folded;
}

/** The search as it is compared: trimmed, spaces collapsed, digits Western, Arabic folded. */
export function normalizeSearch(text: string, max: number): string {
  return foldArabic(westernDigits(text)).replace(/\s+/g, ' ').trim().slice(0, max);
}

/** A LIKE pattern that contains the text, its wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

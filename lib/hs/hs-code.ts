import { normalizeText } from '@/lib/search/normalize-text';

// HS codes as people write them (issue 37): "1509", "15.09", "1509.10", "150910", "1509 10",
// "1509-10", Arabic-Indic digits too, or a national tariff line of 8 or 10 digits. The portal keeps
// the nomenclature's codes as 2, 4 or 6 digits.

/** The levels of the nomenclature: chapter, heading, subheading. */
export const HS_LEVELS = [2, 4, 6] as const;
export type HsLevel = (typeof HS_LEVELS)[number];

/** The longest code a visitor may type: a national tariff line. */
export const HS_INPUT_DIGITS_MAX = 10;

/** A code's separators: dots, spaces, hyphens and the Arabic decimal separator. */
const SEPARATORS = /[\s.\-\u066b\u066c]/g;

/**
 * The digits a text names when it is a code in any of its spellings (1 to 10 digits, separators
 * anywhere but the ends); null when it is not one (words, or digits with anything else).
 */
export function hsDigitsOf(text: string): string | null {
  const trimmed = normalizeText(text);
  if (!/^\d[\d\s.\-\u066b\u066c]*$/.test(trimmed) || /[\s.\-\u066b\u066c]$/.test(trimmed)) {
    return null;
  }
  const digits = trimmed.replace(SEPARATORS, '');
  return digits.length >= 1 && digits.length <= HS_INPUT_DIGITS_MAX ? digits : null;
}

/** The nomenclature's code for those digits: 2, 4 or 6 of them (a national line cut to 6). */
export function hsCodeOf(digits: string): string | null {
  if (!/^\d+$/.test(digits)) return null;
  const code = digits.slice(0, 6);
  return (HS_LEVELS as readonly number[]).includes(code.length) ? code : null;
}

/** The nomenclature's code a text names in any spelling (15.09, 1509 20, ١٥٠٩); null otherwise. */
export function hsCodeOfText(text: string): string | null {
  const digits = hsDigitsOf(text);
  return digits === null ? null : hsCodeOf(digits);
}

/** The longest address segment read as a code: an HS code in any spelling is far shorter. */
const SEGMENT_MAX = 40;

/** The code an address's segment names (percent-encoded, as a page's params give it). */
export function hsCodeOfSegment(segment: string): string | null {
  if (segment.length > SEGMENT_MAX) return null;
  try {
    return hsCodeOfText(decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** A code as customs write it: "15", "15.09", "1509.10". */
export function formatHsCode(code: string): string {
  if (code.length <= 2) return code;
  const heading = `${code.slice(0, 2)}.${code.slice(2, 4)}`;
  return code.length <= 4 ? heading : `${code.slice(0, 4)}.${code.slice(4)}`;
}

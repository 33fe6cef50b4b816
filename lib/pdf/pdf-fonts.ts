import 'server-only';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { sfntOfWoff } from './pdf-woff';

/**
 * The PDF's fonts (docs/decisions/pdf.md): Cairo, the portal's typeface, in its static 400 and 700
 * files from @fontsource/cairo (SIL Open Font License 1.1). Fontsource cuts a family into subsets,
 * so a line's characters are drawn from the file that holds them: Arabic letters and digits from
 * the Arabic file, Latin letters, Western digits and the punctuation both scripts share (the Arabic
 * file has no full stop or bracket) from the Latin one, accented Latin from latin-ext.
 *
 * The files are read from node_modules under the project's root (the folder `next start`, Vitest
 * and the scripts run from), once per process.
 */
export type FontFace = 'arabic' | 'latin' | 'latinExt';
export type FontWeight = 'regular' | 'bold';

const FACE_FILES: Record<FontFace, string> = {
  arabic: 'cairo-arabic',
  latin: 'cairo-latin',
  latinExt: 'cairo-latin-ext',
};
const WEIGHT_FILES: Record<FontWeight, number> = { regular: 400, bold: 700 };

const FACES = Object.keys(FACE_FILES) as FontFace[];
const WEIGHTS = Object.keys(WEIGHT_FILES) as FontWeight[];

/** The file of a face and weight, e.g. node_modules/@fontsource/cairo/files/cairo-arabic-700-normal.woff. */
export function fontFile(face: FontFace, weight: FontWeight): string {
  const name = `${FACE_FILES[face]}-${WEIGHT_FILES[weight]}-normal.woff`;
  return path.join(process.cwd(), 'node_modules', '@fontsource', 'cairo', 'files', name);
}

const fontBytes = new Map<string, Buffer>();

function readFont(face: FontFace, weight: FontWeight): Buffer {
  const file = fontFile(face, weight);
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = sfntOfWoff(readFileSync(file));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

/** A mirrored bracket comes from a second copy of its font, whose text map gives back the stored one. */
export function fontName(face: FontFace, weight: FontWeight, mirrored = false): string {
  return `cairo-${face}-${weight}${mirrored ? '-mirrored' : ''}`;
}

/** The bytes of the font a new document starts with (so pdfkit never loads its own Helvetica). */
export function defaultFont(): Buffer {
  return readFont('latin', 'regular');
}

export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const face of FACES) {
    for (const weight of WEIGHTS) {
      doc.registerFont(fontName(face, weight), readFont(face, weight));
      doc.registerFont(fontName(face, weight, true), readFont(face, weight));
    }
  }
}

export const FONT_FACES = FACES;
export const FONT_WEIGHTS = WEIGHTS;

// The Arabic and latin-ext files' unicode-range in @fontsource/cairo's CSS (the Latin file holds the
// rest: U+0000–00FF, general punctuation, the euro sign…).
const ARABIC_RANGES: readonly [number, number][] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0x200c, 0x200d],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];
const LATIN_EXT_RANGES: readonly [number, number][] = [
  [0x0100, 0x0130],
  [0x0132, 0x0151],
  [0x0154, 0x024f],
  [0x1e00, 0x1eff],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

const inRanges = (codePoint: number, ranges: readonly [number, number][]) =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The face whose file holds a character. */
export function faceOf(codePoint: number): FontFace {
  if (inRanges(codePoint, ARABIC_RANGES)) return 'arabic';
  if (inRanges(codePoint, LATIN_EXT_RANGES)) return 'latinExt';
  return 'latin';
}

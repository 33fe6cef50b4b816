import 'server-only';

import { mirrorOf } from './pdf-bidi';
import { FONT_FACES, FONT_WEIGHTS, fontName } from './pdf-fonts';

/**
 * What a reader of the PDF's text (search, copy, pdftotext) gets back, where pdfkit's text maps
 * (ToUnicode: glyph → the characters it was shaped from) are not enough for right-to-left text.
 * pdfkit's internals are reached here only: its fonts by registered name in `_fontFamilies`, and
 * each font's glyph → characters lists, written into the file when the document ends.
 */
type EmbeddedFont = { unicode?: (number[] | undefined)[] };
type Fonts = Record<string, EmbeddedFont | undefined>;

const fontsOf = (doc: PDFKit.PDFDocument) =>
  (doc as unknown as { _fontFamilies: Fonts })._fontFamilies;

/**
 * Loads every registered font as an object of its own. pdfkit shares one font object between
 * names whose files are the same (it looks them up by PostScript name, "Cairo-Regular" for all
 * three subsets), so a mirrored copy would be its plain font: after each load, the PostScript names
 * are forgotten, and each name gets its own glyph subset and text map.
 */
export function loadFonts(doc: PDFKit.PDFDocument): void {
  const fonts = fontsOf(doc);
  const forgetPostScriptNames = () => {
    for (const name of Object.keys(fonts)) if (!name.startsWith('cairo-')) delete fonts[name];
  };
  forgetPostScriptNames();
  for (const face of FONT_FACES) {
    for (const weight of FONT_WEIGHTS) {
      for (const mirrored of [false, true]) {
        doc.font(fontName(face, weight, mirrored));
        forgetPostScriptNames();
      }
    }
  }
}

/**
 * Before the document ends: (1) a mirrored copy's glyphs read back as the characters stored (")"
 * drawn for "(" in Arabic reads "("); (2) the Arabic files' ligatures (lam-alef, and Cairo's many
 * others: "ير", "تر", "لى"…) list their letters right to left. A glyph's letters are placed over it
 * left to right, and a reader of right-to-left text (poppler's pdftotext, pdf.js) reverses the line:
 * listed in reading order, "لا" came back "ال".
 */
export function fixTextMaps(doc: PDFKit.PDFDocument): void {
  const fonts = fontsOf(doc);
  for (const weight of FONT_WEIGHTS) {
    for (const face of FONT_FACES) {
      const mirrored = fonts[fontName(face, weight, true)]?.unicode ?? [];
      mirrored.forEach((codePoints, glyph) => {
        if (codePoints && glyph > 0) {
          mirrored[glyph] = codePoints.map((code) =>
            mirrorOf(String.fromCodePoint(code)).codePointAt(0)!,
          );
        }
      });
    }
    const arabic = fonts[fontName('arabic', weight)]?.unicode ?? [];
    arabic.forEach((codePoints, glyph) => {
      if (codePoints && codePoints.length > 1) arabic[glyph] = [...codePoints].reverse();
    });
  }
}

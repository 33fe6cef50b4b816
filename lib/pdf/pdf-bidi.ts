import 'server-only';

import bidiFactory from 'bidi-js';

import { faceOf, type FontFace } from './pdf-fonts';

/**
 * Unicode's bidirectional algorithm (UAX #9, by bidi-js) for the PDF's lines. A line is cut into
 * pieces in the order they are drawn, left to right; each piece is one font's text that pdfkit
 * shapes with fontkit (OpenType: Arabic contextual forms, the lam-alef ligatures, kerning).
 *
 * fontkit lays out a whole string in one direction, taken from its script, and pdfkit joins a
 * string's words in their stored order: so a right-to-left run is cut into its words of Arabic
 * letters (each shaped by fontkit, which sets Arabic right to left) and single other characters
 * (spaces, punctuation, mirrored: "(" drawn as ")", read back as "("), placed right to left here. A left-to-right run
 * (Latin, a code, a number) is one piece per font; its Arabic-Indic digits are placed one by one, as
 * fontkit would set a string of them (Arabic script) right to left.
 */
const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';
/** `mirrored`: a bracket drawn as its mirror, from the font whose text map gives back the stored one. */
export type Piece = { text: string; face: FontFace; mirrored?: boolean };

/** Embeddings, overrides, isolates and the direction marks: they steer the order, never drawn. */
const CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Letters that join (and their marks, the tatweel and the joiners): shaped together. */
const JOINING =
  /[\u0610-\u061a\u0620-\u065f\u066e-\u06d3\u06d5-\u06ed\u06fa-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc\u200c\u200d]/;

/** The character a mirrored one was drawn for: its mirror again ("(" for ")"). */
export function mirrorOf(char: string): string {
  return bidi.getMirroredCharacter(char) ?? char;
}

export function embeddingLevels(text: string, direction: Direction): Uint8Array {
  return bidi.getEmbeddingLevels(text, direction).levels;
}

type Run = { text: string; level: number };

/** The line's characters in runs of one level, in stored order, the controls left out. */
function levelRuns(text: string, levels: Uint8Array, start: number, end: number): Run[] {
  const runs: Run[] = [];
  for (let index = start; index < end; index++) {
    const char = text.charAt(index);
    const level = levels[index] ?? 0;
    if (CONTROL.test(char)) continue;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
  }
  return runs;
}

/** UAX #9 L2: from the highest level to the lowest odd one, each sequence at that level or above reversed. */
function visualOrder(runs: Run[]): Run[] {
  const ordered = [...runs];
  if (ordered.length === 0) return ordered;
  const highest = Math.max(...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => (run.level % 2 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let index = 0; index < ordered.length; index++) {
      const at = (position: number) => ordered[position]?.level ?? -1;
      if (at(index) < level) continue;
      let end = index;
      while (end + 1 < ordered.length && at(end + 1) >= level) end++;
      ordered.splice(index, end - index + 1, ...ordered.slice(index, end + 1).reverse());
      index = end;
    }
  }
  return ordered;
}

function pushPiece(pieces: Piece[], text: string, face: FontFace, merge: boolean) {
  const last = pieces[pieces.length - 1];
  if (merge && last && last.face === face) last.text += text;
  else pieces.push({ text, face });
}

/** A left-to-right run: one piece per font, Arabic-Indic digits one by one. */
function ltrPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const char of text) {
    const face = faceOf(char.codePointAt(0)!);
    pushPiece(pieces, char, face, face !== 'arabic');
  }
  return pieces;
}

/** A right-to-left run: its joined words shaped whole, the other characters mirrored, right to left. */
function rtlPieces(text: string): Piece[] {
  const stored: Piece[] = [];
  let joining = false;
  for (const char of text) {
    const joins = JOINING.test(char);
    const mirrored = joins ? null : bidi.getMirroredCharacter(char);
    if (joins) pushPiece(stored, char, 'arabic', joining);
    else if (mirrored)
      stored.push({ text: mirrored, face: faceOf(char.codePointAt(0)!), mirrored: true });
    else pushPiece(stored, char, faceOf(char.codePointAt(0)!), false);
    joining = joins;
  }
  return stored.reverse();
}

/** The pieces of `text[start, end)` in the order they are drawn, left to right. */
export function visualPieces(
  text: string,
  levels: Uint8Array,
  start: number,
  end: number,
): Piece[] {
  return visualOrder(levelRuns(text, levels, start, end)).flatMap((run) =>
    run.level % 2 ? rtlPieces(run.text) : ltrPieces(run.text),
  );
}

/** The text with the controls left out, e.g. to measure a word. */
export function withoutControls(text: string): string {
  return text.replace(new RegExp(CONTROL.source, 'g'), '');
}

import { normalizeText } from './normalize-text';
import { wordForms, wordsOf } from './search-terms';

// The words of a shown text that a search matched (issue 28: "matched words highlighted"), and the
// part of a long text around the first of them. A word of the text matches when one of its forms
// (search-terms.ts) is a term the query was matched to, or starts with a word of the query. Both
// run on the server (the search page) and in the browser (the dialog).

export type Matcher = {
  /** The normalised words of the query (a word of the text starting with one matches). */
  words: readonly string[];
  /** The index terms the query's words were matched to (their typos included). */
  terms: readonly string[];
};

export type TextPart = { text: string; hit: boolean };

// A word as written: letters with their marks (tashkeel, accents) and digits.
const WRITTEN_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Whether a word as written is one the search matched. */
function isHit(written: string, matcher: Matcher, terms: ReadonlySet<string>): boolean {
  return wordsOf(normalizeText(written)).some((word) =>
    wordForms(word).some(
      (form) => terms.has(form) || matcher.words.some((typed) => form.startsWith(typed)),
    ),
  );
}

/** The text cut into runs, each matched word a run of its own marked `hit`. */
export function highlightParts(text: string, matcher: Matcher): TextPart[] {
  if (matcher.words.length === 0) return text ? [{ text, hit: false }] : [];
  const terms = new Set(matcher.terms);
  const parts: TextPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(WRITTEN_WORD)) {
    if (!isHit(match[0], matcher, terms)) continue;
    plain += text.slice(last, match.index);
    if (plain) parts.push({ text: plain, hit: false });
    parts.push({ text: match[0], hit: true });
    plain = '';
    last = match.index + match[0].length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ text: plain, hit: false });
  return parts;
}

/**
 * At most `length` characters of a text: its start, or, when the first matched word lies further
 * on, a window that opens a few words before it. Cuts fall between words and show "…".
 */
export function snippetOf(text: string, matcher: Matcher, length = 180): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const terms = new Set(matcher.terms);
  let first = 0;
  for (const match of clean.matchAll(WRITTEN_WORD)) {
    if (isHit(match[0], matcher, terms)) {
      first = match.index;
      break;
    }
  }
  let start = first < length * 0.6 ? 0 : Math.max(0, first - Math.round(length * 0.3));
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? '…' : ''}`;
}

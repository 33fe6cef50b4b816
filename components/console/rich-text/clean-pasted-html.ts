// Issue 29: html pasted from a word processor (Word, LibreOffice, Google Docs) carries its own
// markup: conditional comments, `<o:p>` and other namespaced tags, `<font>`, `<style>` blocks,
// classes and inline styles (`mso-…`). The editor keeps the structure (paragraphs, headings,
// lists, tables, links, bold and italic) and drops the rest before the paste reaches it. A pure
// function over the text (no DOM), so it is the same in the browser and in the unit tests; the
// save still cleans with the rendering allowlist (lib/html/sanitize.ts).

/** Blocks dropped with their content: they never hold text a reader should see. */
const DROPPED_BLOCKS = /<(style|script|xml|title|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Comments, Word's conditional comments (`<!--[if …]>…<![endif]-->`) and `<![if …]>` marks. */
const COMMENTS = /<!--[\s\S]*?-->|<!\[(?:end)?if[^\]]*\]>/gi;
/** Elements with nothing for the document: dropped, content and all when they have any. */
const EMPTY_ELEMENTS = /<\/?(meta|link|base)\b[^>]*>/gi;
/** Namespaced tags (`<o:p>`, `<w:sdt>`, `<v:shape>`): the tags go, their text stays. */
const NAMESPACED_TAGS = /<\/?[a-z][\w-]*:[\w-]+\b[^>]*>/gi;
/** `<font>` only styles: unwrapped. */
const FONT_TAGS = /<\/?font\b[^>]*>/gi;
/** Google Docs wraps the whole paste in `<b id="docs-internal-guid-…">`: unwrapped. */
const DOCS_WRAPPER = /<b\b[^>]*id\s*=\s*["']?docs-internal-guid[^>]*>([\s\S]*)<\/b>/i;
/** Any opening tag with its attributes. */
const OPENING_TAG =
  /<([a-z][\w-]*)((?:\s+[^\s=>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/gi;
/** One attribute of a tag. */
const ATTRIBUTE = /([^\s=>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
/** Attributes a word processor adds for its own layout. */
const DROPPED_ATTRIBUTES = new Set(['class', 'style', 'id', 'align', 'valign', 'face', 'size']);
/** A `<span>` left with no attribute marks nothing: unwrapped (repeated for nested ones). */
const BARE_SPAN = /<span>((?:(?!<\/?span\b)[\s\S])*)<\/span>/gi;
/** Paragraphs Word fills with a non-breaking space to make vertical space. */
const EMPTY_PARAGRAPHS = /<p>(?:\s|&nbsp;|&#160;|\u00a0)*<\/p>/gi;

function cleanAttributes(attributes: string): string {
  const kept: string[] = [];
  for (const [, rawName, value] of attributes.matchAll(ATTRIBUTE)) {
    const name = rawName!.toLowerCase();
    if (DROPPED_ATTRIBUTES.has(name) || name.startsWith('on') || name.includes(':')) continue;
    if (name.startsWith('data-') || name.startsWith('aria-')) continue;
    kept.push(value === undefined ? name : `${name}=${value}`);
  }
  return kept.length > 0 ? ` ${kept.join(' ')}` : '';
}

/** The pasted html without a word processor's own markup: structure and text kept. */
export function cleanPastedHtml(html: string): string {
  let text = html
    .replace(COMMENTS, '')
    .replace(DROPPED_BLOCKS, '')
    .replace(EMPTY_ELEMENTS, '')
    .replace(NAMESPACED_TAGS, '')
    .replace(FONT_TAGS, '');
  // The fragment markers and document shell a clipboard adds around the copied html.
  text = text.replace(/<\/?(html|body)\b[^>]*>/gi, '');
  const wrapped = DOCS_WRAPPER.exec(text);
  if (wrapped) text = text.replace(wrapped[0], wrapped[1]!);
  text = text.replace(
    OPENING_TAG,
    (_tag, name: string, attributes: string, selfClosing: string) =>
      `<${name.toLowerCase()}${cleanAttributes(attributes)}${selfClosing ? ' /' : ''}>`,
  );
  let previous;
  do {
    previous = text;
    text = text.replace(BARE_SPAN, '$1');
  } while (text !== previous);
  return text.replace(EMPTY_PARAGRAPHS, '').trim();
}

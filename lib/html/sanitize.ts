import sanitizeHtml from 'sanitize-html';

// Rich HTML from the content store is rendered only after this allowlist: no script, no event
// handler attribute and no javascript: URL survives.

// Issue 29 (the OWASP filter-evasion examples): sanitize-html reads a value such as
// "`javascript:alert(1)`" as a relative address and keeps it. No browser runs it, but a link or
// picture whose address names a script scheme anywhere (spaces, control characters and quotes
// aside) is dropped all the same, so no stored page holds one.
const SCRIPT_SCHEME = /(?:java|vb|live)script:/i;
const namesScript = (url: string | undefined) =>
  url !== undefined && SCRIPT_SCHEME.test(url.replace(/[\s\u0000-\u001f\u007f-\u009f`'"]/g, ''));

function withoutScriptUrl(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  if (!namesScript(attribs[name])) return attribs;
  return Object.fromEntries(Object.entries(attribs).filter(([key]) => key !== name));
}
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'code',
    'pre',
    'abbr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'lang', 'dir'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not give the opened page a handle on ours.
    a: (tagName, raw) => {
      const attribs = withoutScriptUrl(raw, 'href');
      return {
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { loading: 'lazy', alt: '', ...withoutScriptUrl(attribs, 'src') },
    }),
  },
  // A picture left without an address shows nothing: it goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

// One pass can leave markup that the next reads otherwise: an unknown tag dropped between two
// `<p>` leaves a paragraph inside a paragraph, which a parser closes. So a text is cleaned again
// until a pass changes nothing, and what is stored reads the same when cleaned again.
const MAX_PASSES = 4;

export function sanitizeRichHtml(html: string): string {
  let clean = sanitizeHtml(html, OPTIONS);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = sanitizeHtml(clean, OPTIONS);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

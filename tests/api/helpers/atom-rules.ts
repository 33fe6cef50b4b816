import { JSDOM } from 'jsdom';

// The rules of an Atom 1.0 document (RFC 4287) a feed reader relies on, checked on the parsed XML:
// jsdom's XML parser (saxes) refuses a document that is not well formed (a bad character, a
// broken tag or entity). Returns the problems found, [] for a valid feed.

export const ATOM_NS = 'http://www.w3.org/2005/Atom';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const IRI_SCHEME = /^[a-z][a-z\d+.-]*:/i;

const FEED_CHILDREN = new Set([
  'author',
  'category',
  'contributor',
  'generator',
  'icon',
  'id',
  'link',
  'logo',
  'rights',
  'subtitle',
  'title',
  'updated',
  'entry',
]);
const ENTRY_CHILDREN = new Set([
  'author',
  'category',
  'content',
  'contributor',
  'id',
  'link',
  'published',
  'rights',
  'source',
  'summary',
  'title',
  'updated',
]);
const TEXT_CONSTRUCTS = new Set(['title', 'subtitle', 'summary', 'rights']);

export type ParsedAtom = { document: Document; problems: string[] };

const atomChildren = (element: Element, name?: string) =>
  [...element.children].filter(
    (child) => child.namespaceURI === ATOM_NS && (name === undefined || child.localName === name),
  );

/** Whether a value is an absolute IRI (and, for http(s), a URL that parses). */
export function isAbsoluteIri(value: string): boolean {
  if (!IRI_SCHEME.test(value) || /\s/.test(value)) return false;
  if (/^https?:/i.test(value)) return URL.canParse(value);
  if (/^tag:/i.test(value)) return /^tag:[a-z\d.-]+,\d{4}(?:-\d{2}(?:-\d{2})?)?:\S+$/i.test(value);
  return true;
}

export const isRfc3339 = (value: string) => RFC3339.test(value) && !Number.isNaN(Date.parse(value));

function checkDates(element: Element, where: string, problems: string[]) {
  for (const name of ['updated', 'published']) {
    for (const date of atomChildren(element, name)) {
      const text = date.textContent ?? '';
      if (!isRfc3339(text)) problems.push(`${where}: ${name} "${text}" is not RFC 3339`);
    }
  }
}

function checkCommon(element: Element, where: string, allowed: Set<string>, problems: string[]) {
  for (const name of ['id', 'title', 'updated']) {
    const count = atomChildren(element, name).length;
    if (count !== 1) problems.push(`${where}: ${count} ${name} elements, one required`);
  }
  for (const name of ['subtitle', 'rights', 'published', 'summary', 'content', 'icon', 'logo']) {
    if (atomChildren(element, name).length > 1) problems.push(`${where}: more than one ${name}`);
  }
  for (const child of atomChildren(element)) {
    if (!allowed.has(child.localName)) problems.push(`${where}: unknown atom:${child.localName}`);
    if (TEXT_CONSTRUCTS.has(child.localName)) {
      const type = child.getAttribute('type') ?? 'text';
      if (!['text', 'html', 'xhtml'].includes(type)) problems.push(`${where}: text type ${type}`);
      if (type === 'text' && child.children.length > 0) {
        problems.push(`${where}: ${child.localName} of type text holds elements`);
      }
    }
  }
  const id = atomChildren(element, 'id')[0]?.textContent ?? '';
  if (!isAbsoluteIri(id)) problems.push(`${where}: id "${id}" is not an absolute IRI`);
  const alternates = new Set<string>();
  for (const link of atomChildren(element, 'link')) {
    const href = link.getAttribute('href') ?? '';
    if (!isAbsoluteIri(href)) problems.push(`${where}: link href "${href}" is not absolute`);
    const rel = link.getAttribute('rel') ?? 'alternate';
    if (rel !== 'alternate') continue;
    const key = `${link.getAttribute('type') ?? ''}|${link.getAttribute('hreflang') ?? ''}`;
    if (alternates.has(key)) problems.push(`${where}: two alternate links of the same type`);
    alternates.add(key);
  }
  checkDates(element, where, problems);
}

/** Parses the feed (throws when it is not well-formed XML) and lists what breaks RFC 4287. */
export function checkAtomFeed(xml: string): ParsedAtom {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  const problems: string[] = [];
  const feed = document.documentElement;
  if (feed.namespaceURI !== ATOM_NS || feed.localName !== 'feed') {
    return { document, problems: ['the root is not atom:feed'] };
  }
  if (!feed.getAttributeNS(XML_NS, 'lang')) problems.push('feed: no xml:lang');
  checkCommon(feed, 'feed', FEED_CHILDREN, problems);
  const self = atomChildren(feed, 'link').filter((link) => link.getAttribute('rel') === 'self');
  if (self.length !== 1) problems.push(`feed: ${self.length} self links`);
  const entries = atomChildren(feed, 'entry');
  const feedHasAuthor = atomChildren(feed, 'author').length > 0;
  const ids = new Set<string>();
  entries.forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    checkCommon(entry, where, ENTRY_CHILDREN, problems);
    const id = atomChildren(entry, 'id')[0]?.textContent ?? '';
    if (ids.has(id)) problems.push(`${where}: id ${id} twice`);
    ids.add(id);
    if (!feedHasAuthor && atomChildren(entry, 'author').length === 0) {
      problems.push(`${where}: no author, and the feed has none`);
    }
    const hasAlternate = atomChildren(entry, 'link').some(
      (link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate',
    );
    if (atomChildren(entry, 'content').length === 0 && !hasAlternate) {
      problems.push(`${where}: neither content nor an alternate link`);
    }
  });
  for (const author of atomChildren(feed, 'author')) {
    if (atomChildren(author, 'name').length !== 1) problems.push('feed: an author without a name');
  }
  return { document, problems };
}

/** The text of each entry's child `name` (title, id, summary…). */
export const entryTexts = (document: Document, name: string): string[] =>
  [...document.getElementsByTagNameNS(ATOM_NS, 'entry')].map(
    (entry) => atomChildren(entry, name)[0]?.textContent ?? '',
  );

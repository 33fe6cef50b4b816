import { latestInstant } from './rfc3339';
import { xmlEscape } from './xml-text';

// An Atom 1.0 feed (RFC 4287), written as text: the feed's id, title, updated, author and links
// (self, and the page in each language as alternates with hreflang), each entry's id, title,
// updated, published, alternate link and a plain-text summary. The language goes on the feed as
// xml:lang (§2); Atom has no attribute for the direction, which a reader takes from the language
// (an Arabic feed is right to left), so Latin values inside Arabic text come isolated by the caller
// (lib/i18n/isolate.ts). Every date is RFC 3339 (§3.3) and every IRI absolute.

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

export type AtomLink = {
  href: string;
  rel: 'self' | 'alternate' | 'related' | 'license';
  type?: string;
  hreflang?: string;
  title?: string;
};

export type AtomEntry = {
  /** A permanent IRI: a tag: URI (RFC 4151) or an absolute URL. */
  id: string;
  title: string;
  /** RFC 3339. */
  updated: string;
  published?: string | null;
  /** The entry's page (absolute). */
  link: string;
  summary?: string;
  categories?: readonly string[];
};

export type AtomFeed = {
  id: string;
  title: string;
  subtitle?: string;
  lang: string;
  /** The feed's own address (absolute). */
  selfUrl: string;
  /** The page the feed follows, in each language; the feed's own language first. */
  alternates: readonly { href: string; hreflang: string; title?: string }[];
  author: { name: string; uri?: string; email?: string };
  rights?: string;
  /** When nothing is in the feed: the feed's updated (RFC 3339). */
  emptyUpdated: string;
  entries: readonly AtomEntry[];
};

const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => ` ${name}="${xmlEscape(value)}"`)
    .join('');

const element = (name: string, text: string, attrs: Record<string, string | undefined> = {}) =>
  `<${name}${attributes(attrs)}>${xmlEscape(text)}</${name}>`;

const link = ({ href, rel, type, hreflang, title }: AtomLink) =>
  `<link${attributes({ rel, type, hreflang, href, title })}/>`;

function entryXml(entry: AtomEntry): string {
  const lines = [
    element('id', entry.id),
    element('title', entry.title, { type: 'text' }),
    element('updated', entry.updated),
    entry.published ? element('published', entry.published) : '',
    link({ rel: 'alternate', type: 'text/html', href: entry.link }),
    ...(entry.categories ?? []).filter(Boolean).map((term) => `<category${attributes({ term })}/>`),
    entry.summary ? element('summary', entry.summary, { type: 'text' }) : '',
  ];
  return `<entry>\n  ${lines.filter(Boolean).join('\n  ')}\n</entry>`;
}

/** The feed as an XML document (UTF-8). */
export function buildAtomFeed(feed: AtomFeed): string {
  const updated = latestInstant(
    feed.entries.map((entry) => entry.updated),
    feed.emptyUpdated,
  );
  const author = [
    element('name', feed.author.name),
    feed.author.uri ? element('uri', feed.author.uri) : '',
    feed.author.email ? element('email', feed.author.email) : '',
  ].join('');
  const head = [
    element('id', feed.id),
    element('title', feed.title, { type: 'text' }),
    feed.subtitle ? element('subtitle', feed.subtitle, { type: 'text' }) : '',
    element('updated', updated),
    link({ rel: 'self', type: 'application/atom+xml', href: feed.selfUrl }),
    ...feed.alternates.map((alternate) =>
      link({ rel: 'alternate', type: 'text/html', ...alternate }),
    ),
    `<author>${author}</author>`,
    feed.rights ? element('rights', feed.rights, { type: 'text' }) : '',
  ].filter(Boolean);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed${attributes({ xmlns: ATOM_NS, 'xml:lang': feed.lang })}>`,
    ...head,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}

import type { ReactNode } from 'react';

// The UK Trade Tariff's rules and guidance are Markdown (issue 46): paragraphs, headings, nested
// lists ("- ", "1.", "(a)"), **bold**, *italic*, links relative to its site and `&nbsp;`. They are
// drawn as React elements, never as HTML, so nothing in a text can inject markup; a link goes to
// the UK Trade Tariff's own page (https), any other address is shown as text.

const UK_TARIFF = 'https://www.trade-tariff.service.gov.uk';

const ENTITIES: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"' };

const decode = (text: string) =>
  text.replace(/&(nbsp|amp|lt|gt|quot);/g, (_, name: string) => ENTITIES[name] ?? '');

/** A link's address on the UK Trade Tariff's site, absolute; null for anything else. */
export function tariffHref(href: string): string | null {
  if (/^\/[a-z0-9_/#?=&.-]*$/i.test(href)) return `${UK_TARIFF}${href}`;
  if (href.startsWith(`${UK_TARIFF}/`) || href.startsWith('https://www.gov.uk/')) return href;
  return null;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(decode(text.slice(last, index)));
    const [, bold, italic, label, href] = match;
    const key = nodes.length;
    if (bold !== undefined) nodes.push(<strong key={key}>{inline(bold)}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key}>{inline(italic)}</em>);
    else {
      const target = tariffHref(href ?? '');
      nodes.push(
        target ? (
          <a key={key} className="link" href={target} target="_blank" rel="noopener noreferrer">
            {decode(label ?? '')}
          </a>
        ) : (
          decode(label ?? '')
        ),
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(decode(text.slice(last)));
  return nodes;
}

type Item = { indent: number; ordered: boolean; text: string; children: Block[] };
type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered: boolean; items: Item[] };

const ITEM = /^(\s*)(?:([-*])\s+|(\d+\.|\([a-z0-9]+\))(?:\s+|$))(.*)$/;

/** The text's blocks, lists nested by their indentation. */
export function markdownBlocks(markdown: string): Block[] {
  const root: Block[] = [];
  const stack: Item[] = [];
  const target = () => stack.at(-1)?.children ?? root;
  for (const raw of markdown.replace(/\r/g, '').split('\n')) {
    const line = raw.replace(/\{\{\s*(.+?)\s*\}\}/g, '($1)');
    if (line.trim() === '') continue;
    const item = ITEM.exec(line);
    if (item) {
      const indent = item[1]!.length;
      while (stack.length > 0 && stack.at(-1)!.indent >= indent) stack.pop();
      const ordered = item[2] === undefined;
      const blocks = target();
      let list = blocks.at(-1);
      if (list?.kind !== 'list' || list.ordered !== ordered) {
        list = { kind: 'list', ordered, items: [] };
        blocks.push(list);
      }
      const entry: Item = { indent, ordered, text: item[4] ?? '', children: [] };
      list.items.push(entry);
      stack.push(entry);
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      stack.length = 0;
      root.push({ kind: 'heading', text: heading[1] ?? '' });
      continue;
    }
    const indent = /^\s*/.exec(line)![0].length;
    while (stack.length > 0 && stack.at(-1)!.indent >= indent) stack.pop();
    target().push({ kind: 'paragraph', text: line.trim() });
  }
  return root;
}

function BlockView({ block }: { block: Block }) {
  if (block.kind === 'heading') {
    return (
      <p>
        <strong>{inline(block.text)}</strong>
      </p>
    );
  }
  if (block.kind === 'paragraph') return <p>{inline(block.text)}</p>;
  const items = block.items.map((item, index) => (
    <li key={index}>
      {item.text && inline(item.text)}
      {item.children.map((child, at) => (
        <BlockView key={at} block={child} />
      ))}
    </li>
  ));
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

/** A Markdown text of the UK Trade Tariff, drawn safely; `lang` en (it is published in English). */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className} lang="en" dir="ltr">
      {markdownBlocks(text).map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}

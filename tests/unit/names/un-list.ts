// The UN consolidated list of 27 February 2026 (the copy in /work/shared/data/sanctions-un), read
// just enough for the matching tests: each record's reference, its Arabic-script name and its Latin
// names (the name parts joined, then every alias). The tests read un-names.json, this reader's output
// kept beside them (`npx tsx scripts/names-recall.ts --write-fixture <xml>` writes it again). A
// plain reader for a well-formed file; the importer (issue 47) parses the XML properly.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type UnRecord = {
  readonly reference: string;
  readonly kind: 'individual' | 'entity';
  /** NAME_ORIGINAL_SCRIPT when it is in Arabic script, else ''. */
  readonly arabic: string;
  /** The Latin name (FIRST_NAME … FOURTH_NAME) first, then every Latin alias. */
  readonly latin: readonly string[];
};

export const UN_LIST_PATH = '/work/shared/data/sanctions-un/un-consolidated-list.xml';

const ARABIC = /[\u0600-\u06ff]/;
const LATIN = /[A-Za-z]/;

const decode = (text: string) =>
  text
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const field = (block: string, tag: string) => {
  const found = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(block);
  return found?.[1] ? decode(found[1]) : '';
};

/** An alias as the names it holds ("A (B; C)" is three), Latin ones only. */
const latinNames = (alias: string) =>
  alias
    .split(/[;()]/)
    .map((part) => part.replace(/original script/i, '').trim())
    .filter((part) => LATIN.test(part) && !ARABIC.test(part));

export function readUnXml(path = UN_LIST_PATH): UnRecord[] {
  const xml = readFileSync(path, 'utf8');
  const records: UnRecord[] = [];
  for (const [kindTag, kind] of [
    ['INDIVIDUAL', 'individual'],
    ['ENTITY', 'entity'],
  ] as const) {
    for (const match of xml.matchAll(new RegExp(`<${kindTag}>([\\s\\S]*?)</${kindTag}>`, 'g'))) {
      const block = match[1] ?? '';
      const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
        .map((tag) => field(block, tag))
        .filter(Boolean)
        .join(' ');
      const aliases = [...block.matchAll(/<ALIAS_NAME>([^<]*)<\/ALIAS_NAME>/g)].flatMap((alias) =>
        latinNames(decode(alias[1] ?? '')),
      );
      const original = field(block, 'NAME_ORIGINAL_SCRIPT');
      records.push({
        reference: field(block, 'REFERENCE_NUMBER'),
        kind,
        arabic: ARABIC.test(original) ? original : '',
        latin: [...new Set([name, ...aliases].filter(Boolean))],
      });
    }
  }
  return records;
}

export const UN_FIXTURE_PATH = fileURLToPath(new URL('./un-names.json', import.meta.url));

/** The records as the fixture keeps them. */
export function readUnFixture(): UnRecord[] {
  return JSON.parse(readFileSync(UN_FIXTURE_PATH, 'utf8')) as UnRecord[];
}

/** The list from `xml` when given and present, else the fixture. */
export function readUnList(xml?: string): UnRecord[] {
  return xml !== undefined && existsSync(xml) ? readUnXml(xml) : readUnFixture();
}

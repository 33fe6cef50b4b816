import { createHash } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';

import { SaxesParser } from 'saxes';

import { importChunks, importFileAt, type ImportLimits } from '@/lib/imports/safe-files';

import { alpha2Codes } from './country-names';
import {
  birthYearsOf,
  checkedRecord,
  contentSha256Of,
  listDateSchema,
  namesIn,
  SanctionsFormatError,
  scriptOf,
  type ParsedSanctionsList,
  type SanctionsName,
  type SanctionsRecord,
} from './sanctions-record';

// The UN Security Council Consolidated List as the UN publishes it
// (https://scsanctions.un.org/resources/xml/en/consolidated.xml, schema
// https://www.un.org/sc/resources/sc-sanctions.xsd), read as a stream with saxes: one record's
// elements held at a time, each record checked when it closes. Its date is the root's
// dateGenerated. A file that is not well-formed XML, or a record that does not hold, stops the
// parse with the record's number and line. The file is checked first (lib/imports/safe-files.ts: no
// link, at most IMPORT_LIMITS['un-xml']), so an oversized one is refused before a byte is read.

/** An element of a record: its text and its child elements. */
type Element = { name: string; text: string; children: Element[] };

/** The record elements and the kind of record each is. */
const RECORD_KINDS: ReadonlyMap<string, 'individual' | 'entity'> = new Map([
  ['INDIVIDUAL', 'individual'],
  ['ENTITY', 'entity'],
]);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const childrenNamed = (element: Element, name: string) =>
  element.children.filter((child) => child.name === name);
const textOf = (element: Element, name: string) =>
  clean(childrenNamed(element, name)[0]?.text ?? '');
/** The VALUE texts of each `name` child (NATIONALITY, DESIGNATION, TITLE…). */
const valuesOf = (element: Element, name: string) =>
  childrenNamed(element, name)
    .flatMap((child) => childrenNamed(child, 'VALUE'))
    .map((value) => clean(value.text))
    .filter(Boolean);

function namesOf(record: Element, kindTag: string, primaryName: string, original: string | null) {
  const names: SanctionsName[] = [];
  const seen = new Set<string>();
  const add = (name: string, isPrimary: boolean, quality: string | null) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    names.push({ name, script: scriptOf(name), isPrimary, quality });
  };
  const primaryParts = namesIn(primaryName);
  (primaryParts.length > 0 ? primaryParts : [primaryName].filter(Boolean)).forEach((name, index) =>
    add(name, index === 0, null),
  );
  for (const alias of childrenNamed(record, `${kindTag}_ALIAS`)) {
    const quality = textOf(alias, 'QUALITY').toLowerCase() || null;
    for (const name of namesIn(textOf(alias, 'ALIAS_NAME'))) add(name, false, quality);
  }
  if (original) for (const name of namesIn(original)) add(name, false, 'original script');
  return names;
}

function birthOf(record: Element) {
  const dates: string[] = [];
  const years: number[] = [];
  for (const birth of childrenNamed(record, 'INDIVIDUAL_DATE_OF_BIRTH')) {
    const type = textOf(birth, 'TYPE_OF_DATE').toLowerCase();
    const exact = textOf(birth, 'DATE');
    const year = textOf(birth, 'YEAR');
    const from = textOf(birth, 'FROM_YEAR');
    const to = textOf(birth, 'TO_YEAR');
    const written = exact || year || (from && to ? `${from} to ${to}` : from || to);
    if (!written) continue;
    dates.push(type === 'approximately' ? `approximately ${written}` : written);
    const first = Number.parseInt((exact || year || from || to).slice(0, 4), 10);
    const last = Number.parseInt((to || exact || year || from).slice(0, 4), 10);
    if (Number.isFinite(first)) {
      years.push(...birthYearsOf(first, Number.isFinite(last) ? last : first));
    }
  }
  return { dates: [...new Set(dates)], years: [...new Set(years)] };
}

/** A record element as the stored record (not yet checked). */
function recordOf(record: Element): Omit<SanctionsRecord, 'kind'> {
  const kindTag = record.name;
  const primaryName = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((tag) => textOf(record, tag))
    .filter(Boolean)
    .join(' ');
  const original = textOf(record, 'NAME_ORIGINAL_SCRIPT') || null;
  const countryNames = [
    ...valuesOf(record, 'NATIONALITY'),
    ...childrenNamed(record, `${kindTag}_ADDRESS`).map((address) => textOf(address, 'COUNTRY')),
    ...childrenNamed(record, `${kindTag}_PLACE_OF_BIRTH`).map((place) => textOf(place, 'COUNTRY')),
  ].filter(Boolean);
  const birth = birthOf(record);
  const listedOn = textOf(record, 'LISTED_ON').slice(0, 10);
  return {
    reference: textOf(record, 'REFERENCE_NUMBER'),
    primaryName,
    originalScript: original,
    countries: alpha2Codes(countryNames),
    birthDates: birth.dates,
    birthYears: birth.years,
    programs: [textOf(record, 'UN_LIST_TYPE')].filter(Boolean),
    listedOn: listedOn || null,
    remarks: textOf(record, 'COMMENTS1'),
    names: namesOf(record, kindTag, primaryName, original),
  };
}

export type UnParseProgress = { bytes: number; totalBytes: number; records: number };

/** The UN consolidated list in `path`, every record checked. */
export async function parseUnXml(
  path: string,
  {
    onProgress,
    limits,
  }: { onProgress?: (progress: UnParseProgress) => void; limits?: ImportLimits } = {},
): Promise<ParsedSanctionsList> {
  const file = await importFileAt(path, 'un-xml', {
    limits,
    errorOf: (message) => new SanctionsFormatError(message),
  });
  const totalBytes = file.size;
  const hash = createHash('sha256');
  const parser = new SaxesParser({ position: true });
  const records: SanctionsRecord[] = [];
  const stack: Element[] = [];
  let depth = 0;
  let listDate: string | null = null;
  let recordLine = 0;

  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth === 1) {
      if (tag.name !== 'CONSOLIDATED_LIST') {
        throw new SanctionsFormatError(
          `line ${parser.line}: not a UN consolidated list (<${tag.name}>)`,
        );
      }
      const attribute = tag.attributes.dateGenerated;
      const generated = (
        typeof attribute === 'string' ? attribute : (attribute?.value ?? '')
      ).slice(0, 10);
      if (!listDateSchema.safeParse(generated).success) {
        throw new SanctionsFormatError(`line ${parser.line}: dateGenerated is not a date`);
      }
      listDate = generated;
      return;
    }
    if (stack.length === 0 && !(depth === 3 && RECORD_KINDS.has(tag.name))) return;
    if (stack.length === 0) recordLine = parser.line;
    const element: Element = { name: tag.name, text: '', children: [] };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  const onText = (text: string) => {
    const element = stack.at(-1);
    if (element) element.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    depth -= 1;
    const element = stack.pop();
    if (!element || stack.length > 0) return;
    const position = `record ${records.length + 1} (line ${recordLine})`;
    const kind = RECORD_KINDS.get(element.name) ?? 'entity';
    records.push(checkedRecord({ ...recordOf(element), kind }, position));
  });

  let bytes = 0;
  const decoder = new StringDecoder('utf8');
  try {
    for await (const buffer of importChunks(file)) {
      hash.update(buffer);
      bytes += buffer.length;
      parser.write(decoder.write(buffer));
      onProgress?.({ bytes, totalBytes, records: records.length });
    }
    parser.write(decoder.end());
    parser.close();
  } catch (error) {
    if (error instanceof SanctionsFormatError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new SanctionsFormatError(
      `after record ${records.length} (line ${parser.line}): not well-formed XML: ${message}`,
    );
  }
  if (listDate === null) throw new SanctionsFormatError('no CONSOLIDATED_LIST element');
  const references = new Set<string>();
  records.forEach((record, index) => {
    if (references.has(record.reference)) {
      throw new SanctionsFormatError(`record ${index + 1}: reference ${record.reference} repeated`);
    }
    references.add(record.reference);
  });
  return {
    source: 'un',
    listDate,
    fileSha256: hash.digest('hex'),
    contentSha256: contentSha256Of(records),
    records,
  };
}

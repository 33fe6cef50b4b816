// The synthetic records of `npm run bench:screening` (issue 47; how they are made: bench-screening.ts,
// step 2), written as OFAC publishes its SDN list: sdn.csv, alt.csv and add.csv, no header row,
// "-0- " for an empty field, CRLF lines.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { ParsedSanctionsList } from '../lib/sanctions/sanctions-record';
import { latinVariants } from '../tests/unit/names/latin-variants';

import { random } from './bench-database';

/** Words of the UN list's Latin names, by their place in a name. */
function wordPools(un: ParsedSanctionsList) {
  const word = (text: string) => /^[A-Za-z][A-Za-z'-]{2,}$/.test(text);
  const given: string[] = [];
  const middle: string[] = [];
  const family: string[] = [];
  const company: string[] = [];
  for (const record of un.records) {
    const words = record.primaryName.split(/\s+/).filter(word);
    if (record.kind === 'individual') {
      if (words[0]) given.push(words[0]);
      middle.push(...words.slice(1, -1));
      if (words.length > 1) family.push(words.at(-1)!);
    } else {
      company.push(...words.filter((text) => text.length > 3));
    }
  }
  return { given, middle: middle.length > 0 ? middle : given, family, company };
}

const ENTITY_TAILS = [
  'TRADING COMPANY',
  'GENERAL TRADING L.L.C.',
  'SHIPPING CO. LTD',
  'INDUSTRIES GROUP',
  'FOUNDATION',
  'EXCHANGE COMPANY',
];
const PROGRAMS = ['SDGT', 'IRAN', 'SYRIA', 'IRAQ2', 'RUSSIA-EO14024', 'SDNTK'];
const COUNTRIES = ['Iran', 'Syria', 'Iraq', 'Lebanon', 'Yemen', 'Russia', 'Turkey', 'Pakistan'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;
const EMPTY = '-0- ';

/** OFAC-format files of synthetic records holding `names` names in all, in `folder`. */
export async function writeSyntheticOfac(un: ParsedSanctionsList, names: number, folder: string) {
  const next = random(47);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const pools = wordPools(un);
  const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
  const sdn: string[] = [];
  const alt: string[] = [];
  const add: string[] = [];
  let written = 0;
  let records = 0;
  for (let entNum = 100_001; written < names; entNum += 1) {
    records += 1;
    const program = pick(PROGRAMS);
    const country = pick(COUNTRIES);
    const seen = new Set<string>();
    const aliases: string[] = [];
    let primary: string;
    if (next() < 0.8) {
      const given = title(pick(pools.given));
      const father = title(pick(pools.middle));
      const family = pick(pools.family).toUpperCase();
      primary = `${family}, ${given} ${father}`;
      const natural = `${given} ${father} ${title(family)}`;
      aliases.push(natural, ...latinVariants(natural).slice(0, Math.floor(next() * 3)));
      const dob = `${String(1 + Math.floor(next() * 28)).padStart(2, '0')} ${pick(MONTHS)} ${1940 + Math.floor(next() * 60)}`;
      sdn.push(
        [
          entNum,
          quoted(primary),
          quoted('individual'),
          quoted(program),
          ...Array(7).fill(EMPTY),
          quoted(`DOB ${dob}; nationality ${country}.`),
        ].join(','),
      );
    } else {
      const words = `${pick(pools.company)} ${pick(pools.company)}`.toUpperCase();
      primary = `${words} ${pick(ENTITY_TAILS)}`;
      aliases.push(`${title(words.split(' ')[1]!)} ${title(words.split(' ')[0]!)} Company`);
      sdn.push(
        [entNum, quoted(primary), EMPTY, quoted(program), ...Array(8).fill(EMPTY)].join(','),
      );
    }
    seen.add(primary.toLowerCase());
    written += 1;
    aliases.forEach((alias, index) => {
      if (written >= names || seen.has(alias.toLowerCase())) return;
      seen.add(alias.toLowerCase());
      alt.push([entNum, entNum * 10 + index, quoted('aka'), quoted(alias), EMPTY].join(','));
      written += 1;
    });
    add.push([entNum, entNum * 10, EMPTY, EMPTY, quoted(country), EMPTY].join(','));
  }
  const lines = (rows: string[]) => `${rows.join('\r\n')}\r\n`;
  await writeFile(path.join(folder, 'sdn.csv'), lines(sdn));
  await writeFile(path.join(folder, 'alt.csv'), lines(alt));
  await writeFile(path.join(folder, 'add.csv'), lines(add));
  return records;
}

import { readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SanctionsFormatError } from '../lib/sanctions/sanctions-record';
import { SHIPPED_UN_LIST } from '../lib/sanctions/shipped-list';
import { parseUnXml } from '../lib/sanctions/un-xml';

// `npx tsx scripts/measure-import-memory.ts <case>` (issue 56): the peak memory (maxRSS) of reading
// the UN list alone, one case a process so each peak is its own:
//   shipped             data/sanctions-un/un-consolidated-list.xml (2.0 MB)
//   write-grown <file>  writes its records repeated (new references) to just under the 32 MB limit
//   file <file>         reads that file (run after write-grown, in a process of its own)
//   oversized           a sparse 200 MB file: refused before a byte is read
// The figures are in docs/decisions/imports.md.

const MiB = 2 ** 20;
const at = (label: string) =>
  console.log(
    `${label}: ${Math.round(process.memoryUsage().rss / MiB)} MB now, ` +
      `${Math.round(process.resourceUsage().maxRSS / 1024)} MB at most.`,
  );

async function grownList(file: string) {
  const xml = await readFile(SHIPPED_UN_LIST, 'utf8');
  const start = xml.indexOf('<INDIVIDUALS>') + '<INDIVIDUALS>'.length;
  const end = xml.indexOf('</INDIVIDUALS>');
  const people = xml.slice(start, end);
  const copies = Math.floor((31 * MiB - xml.length) / Buffer.byteLength(people));
  const extra = Array.from({ length: copies }, (_, copy) =>
    people.replace(/<REFERENCE_NUMBER>([^<]+)</g, `<REFERENCE_NUMBER>$1-${copy}<`),
  );
  await writeFile(file, `${xml.slice(0, end)}${extra.join('')}${xml.slice(end)}`);
}

const [which = 'shipped', given] = process.argv.slice(2);
if (which === 'write-grown') {
  await grownList(given ?? 'un-grown.xml');
  process.exit(0);
}
const scratch = path.join(tmpdir(), `measure-import-${process.pid}.xml`);
at('before');
try {
  if (which === 'oversized') {
    await writeFile(scratch, '');
    await truncate(scratch, 200 * MiB);
  }
  const file = which === 'shipped' ? SHIPPED_UN_LIST : which === 'file' ? given! : scratch;
  const list = await parseUnXml(file);
  console.log(`${which}: ${list.records.length.toLocaleString('en')} records read.`);
} catch (error) {
  if (!(error instanceof SanctionsFormatError)) throw error;
  console.log(`${which}: refused: ${error.message}.`);
} finally {
  await rm(scratch, { force: true });
}
at('after');

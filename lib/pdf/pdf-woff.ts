import 'server-only';

import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 file as the TrueType font it wraps (W3C WOFF 1.0, §4–5): each table inflated once,
 * with Node's zlib. fontkit reads WOFF itself, but inflates a table again (in JavaScript) each
 * time it reads it: that was most of a document's time. (WOFF2 is not used: fontkit's subsetter
 * failed on its composite glyphs.)
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  // The sfnt header: the flavor, the table count and the binary-search fields of the OpenType spec.
  const header = Buffer.alloc(12 + 16 * numTables);
  const power = 2 ** Math.floor(Math.log2(numTables));
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    table.tag.copy(header, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

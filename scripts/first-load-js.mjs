// The JavaScript a page's first load makes the browser fetch: every script of the production
// build that its HTML names (framework, layouts, page and the chunks of the client components it
// renders), each gzipped at the default level. Bytes, not time, so the budget test is deterministic.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT_SOURCE = /<script[^>]+src="\/_next\/(static\/[^"?]+\.js)"/g;

/** @returns {{ files: number; bytes: number; gzipBytes: number }} */
export function firstLoadJsOf(html, distDir = '.next') {
  const scripts = new Set([...html.matchAll(SCRIPT_SOURCE)].map((match) => match[1]));
  let bytes = 0;
  let gzipBytes = 0;
  for (const script of scripts) {
    const content = readFileSync(path.join(distDir, script));
    bytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files: scripts.size, bytes, gzipBytes };
}

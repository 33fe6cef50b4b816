// The JavaScript a page's first load makes the browser fetch: every script of the production
// build that its HTML names (framework, layouts, page and the chunks of the client components it
// renders), each gzipped at the default level. `nomodule` polyfills are left out: browsers that
// run modules never fetch them. The portal's server writes the chunk scripts as preloads that a
// loader turns back into scripts after the first paint (scripts/server/deferred-scripts.mjs); they
// count the same. Bytes, not time, so the budget test is deterministic.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { DEFERRED_SCRIPT_ATTRIBUTE } from './server/deferred-script-loader.mjs';

const SCRIPT_TAG = /<script\b[^>]*>/g;
const SOURCE = /\ssrc="\/_next\/(static\/[^"?]+\.js)"/;
const NO_MODULE = /\snomodule\b/i;
const DEFERRED = new RegExp(
  `<link [^>]*href="/_next/(static/[^"?]+\\.js)"[^>]* ${DEFERRED_SCRIPT_ATTRIBUTE}=""`,
  'g',
);

/** Each chunk's sizes, once per process: the pages of a run share most of their chunks. */
const sizes = new Map();

function sizesOf(file) {
  const { size, mtimeMs } = statSync(file);
  const key = `${file}:${size}:${mtimeMs}`;
  let known = sizes.get(key);
  if (!known) {
    const content = readFileSync(file);
    known = { bytes: content.length, gzipBytes: gzipSync(content).length };
    sizes.set(key, known);
  }
  return known;
}

/** @returns {{ files: number; bytes: number; gzipBytes: number }} */
export function firstLoadJsOf(html, distDir = '.next') {
  const scripts = new Set();
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    const source = SOURCE.exec(tag)?.[1];
    if (source && !NO_MODULE.test(tag)) scripts.add(source);
  }
  for (const [, source] of html.matchAll(DEFERRED)) scripts.add(source);
  let bytes = 0;
  let gzipBytes = 0;
  for (const script of scripts) {
    const chunk = sizesOf(path.join(distDir, script));
    bytes += chunk.bytes;
    gzipBytes += chunk.gzipBytes;
  }
  return { files: scripts.size, bytes, gzipBytes };
}

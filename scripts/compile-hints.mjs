// After `next build`: marks every client chunk with V8's explicit compile hint (issue 11). A chunk
// is fetched either with the page (its code runs at hydration) or when its code is about to run (a
// dialog on open, the slider after the first paint), so most of its functions are called on load.
// Without the hint V8 compiles each function on its first call, on the main thread, inside the task
// that starts the app; with it, Chromium 136+ compiles them while the script streams in, off the
// main thread. Other browsers read a comment. docs/decisions/look-and-speed.md, "Compile hints".
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to each `.js` file of `<distDir>/static/chunks` that lacks it; returns how many. */
export function addCompileHints(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const folder = path.join(distDir, 'static', 'chunks');
  let marked = 0;
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(folder, name);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Compile hints: ${addCompileHints()} chunks marked.`);
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { addCompileHints, COMPILE_HINT } from '@/scripts/compile-hints.mjs';

describe('addCompileHints: every client chunk asks V8 to compile it as it streams in (issue 11)', () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const setUp = () => {
    dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    const chunks = path.join(dist, 'static', 'chunks');
    mkdirSync(path.join(chunks, 'pages'), { recursive: true });
    writeFileSync(path.join(chunks, 'framework.js'), '(()=>{})();');
    writeFileSync(path.join(chunks, 'pages', 'page.js'), 'self.TURBOPACK=[];');
    writeFileSync(path.join(chunks, 'done.js'), `${COMPILE_HINT}var a;`);
    writeFileSync(path.join(chunks, 'styles.css'), 'body{margin:0}');
    return chunks;
  };

  it('puts the hint on the first line of each script that lacks it, and nowhere else', () => {
    const chunks = setUp();
    expect(addCompileHints(dist)).toBe(2);
    expect(readFileSync(path.join(chunks, 'framework.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\n(()=>{})();',
    );
    expect(readFileSync(path.join(chunks, 'pages', 'page.js'), 'utf8')).toBe(
      `${COMPILE_HINT}self.TURBOPACK=[];`,
    );
    expect(readFileSync(path.join(chunks, 'done.js'), 'utf8')).toBe(`${COMPILE_HINT}var a;`);
    expect(readFileSync(path.join(chunks, 'styles.css'), 'utf8')).toBe('body{margin:0}');
  });

  it('changes nothing the second time', () => {
    setUp();
    addCompileHints(dist);
    expect(addCompileHints(dist)).toBe(0);
  });
});

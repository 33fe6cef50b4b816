import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { FIRST_PAINT_FONT, FONT_FILES } from '@/lib/theme/font-files';

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file));

describe('web font files', () => {
  const css = read('app/globals.css').toString();

  for (const [name, font] of Object.entries(FONT_FILES)) {
    it(`${name} in public/ is the package's file, named with its version, and used by the CSS`, () => {
      const { version } = JSON.parse(read(`node_modules/${font.pkg}/package.json`).toString()) as {
        version: string;
      };
      expect(font.href).toBe(`/fonts/${font.file.replace('.woff2', '')}-${version}.woff2`);
      expect(
        read(`public${font.href}`).equals(read(`node_modules/${font.pkg}/files/${font.file}`)),
      ).toBe(true);
      expect(css).toContain(`url('${font.href}')`);
    });
  }

  it('preloads, for each language, a file its CSS declares', () => {
    expect(FONT_FILES[FIRST_PAINT_FONT.en].href).toContain('inter-latin');
    expect(FONT_FILES[FIRST_PAINT_FONT.ar].href).toContain('cairo-arabic');
  });
});

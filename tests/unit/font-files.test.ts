import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { FIRST_PAINT_FONTS, FONT_FILES } from '@/lib/theme/font-files';

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

  it('preloads, for each language, the files its CSS declares for its first paint', () => {
    const hrefs = (locale: 'en' | 'ar') =>
      FIRST_PAINT_FONTS[locale].map((font) => FONT_FILES[font].href);
    expect(hrefs('en')).toEqual([expect.stringContaining('inter-latin')]);
    // An Arabic page's spaces, punctuation and Western digits are in Cairo's Latin file.
    expect(hrefs('ar')).toEqual([
      expect.stringContaining('cairo-arabic'),
      expect.stringContaining('cairo-latin'),
    ]);
  });
});

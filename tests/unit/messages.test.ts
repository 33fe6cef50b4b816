import { describe, expect, it } from 'vitest';

import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

describe('messages', () => {
  const english = new Map(entries(en as Tree));
  const arabic = new Map(entries(ar as Tree));

  it('have the same keys in English and Arabic', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty text', () => {
    for (const [key, value] of [...english, ...arabic]) expect(value.trim(), key).not.toBe('');
  });

  it('are really translated: Arabic texts contain Arabic script', () => {
    // Placeholders such as {keyword} are not text; the language switches (the site's and the console's) are meant to be English.
    const untranslated = [...arabic].filter(([key, value]) => {
      // Rich-text tags (<value>…</value>, the isolated values) are markup, not text.
      const text = value.replace(/\{\w+\}/g, '').replace(/<\/?\w+>/g, '');
      return (
        /[A-Za-z]{3,}/.test(text) &&
        !/[\u0600-\u06FF]/.test(text) &&
        !key.startsWith('LanguageSwitch.') &&
        key !== 'Console.otherLanguage'
      );
    });
    expect(untranslated).toEqual([]);
  });
});

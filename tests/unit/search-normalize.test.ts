import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { containsPattern, searchPattern } from '@/lib/search/like-pattern';
import { normalizeText } from '@/lib/search/normalize-text';
import { normalizedLike, normalizedSql } from '@/lib/search/normalized-sql';
import { SEARCH_SAMPLES as SAMPLES } from '@/tests/fixtures/search-samples';

describe('normalizeText, Arabic', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آمنة', 'امنه'],
    ['ٱلسلام', 'السلام'],
  ])('folds alef with hamza, madda or wasla: %s', (text, folded) => {
    expect(normalizeText(text)).toBe(folded);
  });

  it('folds teh marbuta into heh, alef maqsura into yeh', () => {
    expect(normalizeText('فاطمة')).toBe('فاطمه');
    expect(normalizeText('مصطفى')).toBe('مصطفي');
  });

  it('folds waw and yeh with hamza', () => {
    expect(normalizeText('مؤسسة')).toBe('موسسه');
    expect(normalizeText('رئيس')).toBe('رييس');
  });

  it.each([
    ['064B', 'fathatan'],
    ['064C', 'dammatan'],
    ['064D', 'kasratan'],
    ['064E', 'fatha'],
    ['064F', 'damma'],
    ['0650', 'kasra'],
    ['0651', 'shadda'],
    ['0652', 'sukun'],
    ['0653', 'madda above'],
    ['0654', 'hamza above'],
    ['0655', 'hamza below'],
    ['0656', 'subscript alef'],
    ['0657', 'inverted damma'],
    ['0658', 'noon ghunna'],
    ['0659', 'zwarakay'],
    ['065A', 'vowel sign small v above'],
    ['065B', 'vowel sign inverted small v above'],
    ['065C', 'vowel sign dot below'],
    ['065D', 'reversed damma'],
    ['065E', 'fatha with two dots'],
    ['065F', 'wavy hamza below'],
    ['0670', 'superscript alef'],
  ])('removes the mark U+%s (%s)', (code) => {
    expect(normalizeText(`ا${String.fromCodePoint(parseInt(code, 16))}حمد`)).toBe('احمد');
  });

  it('removes tatweel', () => {
    expect(normalizeText('الـــسلام')).toBe('السلام');
  });

  it('finds one name however it is written', () => {
    const forms = ['احمد', 'أحمد', 'اَحمد', 'أَحْمَد', 'إحمد', 'آحمد', 'احـمد'];
    expect(new Set(forms.map(normalizeText))).toEqual(new Set(['احمد']));
  });

  it('folds a hamza written as a separate mark (decomposed text) like the composed letter', () => {
    expect(normalizeText('ا\u0654حمد')).toBe(normalizeText('أحمد'));
  });
});

describe('normalizeText, digits', () => {
  it('writes Arabic-Indic and Persian digits as ASCII ones', () => {
    expect(normalizeText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeText('٠٧٩ ۱۲۳')).toBe('079 123');
  });
});

describe('normalizeText, Latin', () => {
  it('lower-cases', () => {
    expect(normalizeText('Lina HADDAD')).toBe('lina haddad');
  });

  it('folds accents', () => {
    expect(normalizeText('Café')).toBe('cafe');
    expect(normalizeText('É')).toBe('e');
    expect(normalizeText('Ça Ürün ŞİŞ Łódź Ñandú')).toBe('ca urun sis łodz nandu');
  });

  it('folds an accent typed as a combining mark like the composed letter', () => {
    expect(normalizeText('Cafe\u0301')).toBe('cafe');
  });

  it('keeps letters without a plain form', () => {
    expect(normalizeText('Straße Øre Æsir')).toBe('straße øre æsir');
  });
});

describe('normalizeText, mixed and empty', () => {
  it('folds each script of a mixed text', () => {
    expect(normalizeText('  Café   أحمد\t٣ـ  ')).toBe('cafe احمد 3');
  });

  it('gives nothing for an empty or blank text', () => {
    expect(normalizeText('')).toBe('');
    expect(normalizeText(' \t\n\u00a0\u2003 ')).toBe('');
  });

  it('collapses every kind of white space', () => {
    expect(normalizeText('a\u00a0\u2003 \tb\nc')).toBe('a b c');
  });
});

describe('LIKE patterns', () => {
  it("escapes LIKE's wildcards and escape character", () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('normalises a search before escaping it; nothing left, no pattern', () => {
    expect(searchPattern(' أحمد_%  ')).toBe('%احمد\\_\\%%');
    expect(searchPattern('  ـ  ')).toBeNull();
  });
});

describe('normalizedSql', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
  }, 60_000);
  afterAll(async () => {
    await client.close();
  });

  it('folds exactly as normalizeText does', async () => {
    const db = drizzle(client);
    const folded: string[] = [];
    for (const sample of SAMPLES) {
      const { rows } = await db.execute<{ folded: string }>(
        sql`select ${normalizedSql(sql`${sample}::text`)} as folded`,
      );
      folded.push(rows[0]!.folded);
    }
    expect(folded).toEqual(SAMPLES.map(normalizeText));
  });

  it('matches a search pattern against the folded value', async () => {
    const db = drizzle(client);
    const matches = async (value: string, query: string) => {
      const pattern = searchPattern(query)!;
      const { rows } = await db.execute<{ found: boolean }>(
        sql`select ${normalizedLike(sql`${value}::text`, pattern)} as found`,
      );
      return rows[0]!.found;
    };
    expect(await matches('Ahmad أحمد Café', 'اَحمد')).toBe(true);
    expect(await matches('Ahmad أحمد Café', 'CAFE')).toBe(true);
    expect(await matches('100% sure', '0%')).toBe(true);
    expect(await matches('100 sure', '0%')).toBe(false);
  });
});

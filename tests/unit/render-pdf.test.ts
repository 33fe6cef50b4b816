import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';

import type { PdfDocument } from '@/lib/pdf/pdf-document';
import { renderPdf } from '@/lib/pdf/render-pdf';

import { arabicDocument, englishDocument } from './pdf-fixtures';

// The PDF's text read back by poppler's pdftotext (poppler-utils, installed by .ci/run), in reading
// order: Arabic comes back in its stored order when its letters are shaped, ordered and mapped right.
function pdfText(bytes: Uint8Array, ...options: string[]): string {
  return execFileSync('pdftotext', [...options, '-', '-'], {
    input: Buffer.from(bytes),
  }).toString();
}

// pdftotext marks its left-to-right runs with embeddings and moves a space next to a number: both
// are its own, so they are left out before comparing (`compact` for text with numbers in it).
const plain = (text: string) =>
  text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ');
const compact = (text: string) => plain(text).replace(/\s/g, '');

/** A word's left edge on the page (pdftotext -bbox writes a word's letters as drawn, Arabic reversed). */
function leftOf(bbox: string, word: string): number {
  const drawn = [word, [...word].reverse().join('')];
  const found = [...bbox.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].find((match) =>
    drawn.includes(match[2] ?? ''),
  );
  if (!found) throw new Error(`"${word}" is not on the page`);
  return Number(found[1]);
}

/** Each embedded font's text map: the characters (hex) each glyph stands for. */
function textMaps(bytes: Uint8Array): string[][] {
  const pdf = Buffer.from(bytes).toString('latin1');
  return [...pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((match) => {
      try {
        return inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .filter((stream) => stream.includes('beginbfrange'))
    .map((cmap) => [...cmap.matchAll(/<([0-9a-f ]+)>(?= |\])/g)].map((match) => match[1] ?? ''));
}

describe('renderPdf', () => {
  it('sets an English document: cover, sections, facts with their marks, sources, footers', async () => {
    const bytes = await renderPdf(englishDocument);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = plain(pdfText(bytes));
    for (const expected of [
      'Export plan',
      'Roasted coffee to the Gulf',
      'Petra Olive Foods Co.',
      'Made on 27 November 2026',
      'The product and its HS code',
      'Completed: 3 of 4',
      'Roasted coffee, not decaffeinated, under HS code 0901.21',
      'Imports by Saudi Arabia',
      '412 million US dollars [1]',
      '0% [2]',
      'United Arab Emirates',
      'Agree Incoterms (FOB Aqaba)',
      'Sources',
      'https://www.cepii.fr/CEPII/en/bdd_modele/bdd_modele_item.asp?id=37',
      'Dated 2025 · Checked on 20 November 2026',
      'Jordan Customs tariff',
      'Checked on 21 November 2026',
      'Export plan · Page 2 of 2',
    ]) {
      expect(text).toContain(expected);
    }
    const bbox = pdfText(bytes, '-f', '2', '-l', '2', '-bbox');
    expect(leftOf(bbox, 'Market')).toBeLessThan(leftOf(bbox, 'Landed'));
  });

  it('sets Arabic right to left, joined, with Latin runs and the marks in their order', async () => {
    const bytes = await renderPdf(arabicDocument);
    const raw = pdfText(bytes);
    const text = plain(raw);
    for (const expected of [
      'خطة التصدير',
      'القهوة المحمصة إلى دول الخليج',
      'شركة البتراء للأغذية',
      'المنتج ورمزه الجمركي',
      'قهوة محمصة غير منزوعة الكافيين',
      '(للبيع بالتجزئة) في الرياض ودبي',
      '19 CFR 10.704',
      '0901.21',
      'الإمارات العربية المتحدة',
      'تسجيل العلامة التجارية',
      'الاتفاق على شروط التسليم FOB Aqaba',
      'المصادر',
      'التعرفة الجمركية الأردنية',
      'https://www.cepii.fr/CEPII/en/bdd_modele/bdd_modele_item.asp?id=37',
    ]) {
      expect(text).toContain(expected);
    }
    // pdftotext reads a number as a left-to-right run and may take the sign before it along ("المكتمل٣:"
    // for "المكتمل: ٣", drawn right): the numbers are checked with the words around them.
    for (const expected of [
      'المكتمل',
      'من ٤',
      '٤١٢ مليون دولار',
      'بتاريخ',
      'آخر مراجعة في ٢٠ تشرين الثاني ٢٠٢٦',
      'آخر مراجعة في ٢١ تشرين الثاني ٢٠٢٦',
      'خطة التصدير · الصفحة ٢ من ٢',
    ]) {
      expect(compact(raw)).toContain(compact(expected));
    }
    // Mirrored: the first column and the label on the right.
    const bbox = pdfText(bytes, '-f', '2', '-l', '2', '-bbox');
    expect(leftOf(bbox, 'السوق')).toBeGreaterThan(leftOf(bbox, 'الكلفة'));
    expect(leftOf(bbox, 'واردات')).toBeGreaterThan(leftOf(bbox, 'مليون'));
  });

  it('shapes Arabic: a letter drawn in several forms, lam-alef as one glyph', async () => {
    const maps = textMaps(await renderPdf(arabicDocument));
    // Meem (U+0645) at the start, in the middle and at the end of words: one glyph per form.
    const meemForms = Math.max(
      ...maps.map((map) => map.filter((entry) => entry === '0645').length),
    );
    expect(meemForms).toBeGreaterThanOrEqual(3);
    // The lam-alef ligature, its letters listed right to left for the readers of the text.
    expect(maps.flat()).toContain('0627 0644');
  });

  it('numbers every page but the cover in the footer', async () => {
    const long: PdfDocument = {
      ...englishDocument,
      cover: { ...englishDocument.cover, logo: null, subtitle: null },
      sections: Array.from({ length: 6 }, (_, index) => ({
        title: `Section ${index + 1}`,
        status: null,
        blocks: [{ kind: 'paragraph' as const, text: 'A line of the plan. '.repeat(120) }],
      })),
    };
    const bytes = await renderPdf(long);
    const pages = Number(
      /Pages:\s+(\d+)/.exec(
        execFileSync('pdfinfo', ['-'], { input: Buffer.from(bytes) }).toString(),
      )![1],
    );
    expect(pages).toBeGreaterThanOrEqual(4);
    for (let page = 2; page <= pages; page++) {
      expect(plain(pdfText(bytes, '-f', `${page}`, '-l', `${page}`))).toContain(
        `Export plan · Page ${page} of ${pages}`,
      );
    }
    expect(plain(pdfText(bytes, '-f', '1', '-l', '1'))).not.toContain('Page 1');
  });

  it('refuses a document the schema refuses', async () => {
    const bad = { ...englishDocument, locale: 'fr' } as unknown as PdfDocument;
    await expect(renderPdf(bad)).rejects.toBeInstanceOf(ZodError);
    const noTitle = { ...englishDocument, cover: { ...englishDocument.cover, title: '' } };
    await expect(renderPdf(noTitle)).rejects.toBeInstanceOf(ZodError);
  });
});

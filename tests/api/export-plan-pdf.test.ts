import { execFileSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { createdPlan, exporter, planCall, sectionOf } from './export-plan-helpers';
import { testApiForFile } from './helpers/test-api';

// Issue 59: the plan as a PDF in its language, read back with poppler's pdftotext: the cover with
// the company's name and the day it was made, the sections with the portal's figures (Arabic-Indic
// digits in Arabic), a section the member completed, the sources at the end. An attachment, never
// stored by a cache.

const api = testApiForFile();

// pdftotext marks its left-to-right runs with embeddings and may move a space next to a number.
const readBack = (bytes: ArrayBuffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(bytes) })
    .toString()
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ');
// Arabic's vowel marks come back beside other letters than they were typed with: compared without.
const compact = (text: string) => text.replace(/[\s\u064b-\u0652]/g, '');

const PAYMENT = { incoterm: 'FOB', payment_terms: 'letter_of_credit', notes: '' };

describe('the export plan’s PDF', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`answers the plan in ${locale === 'en' ? 'English' : 'Arabic'} as an attachment`, async () => {
      const member = await exporter(api);
      const plan = await createdPlan(api, member, locale);
      const saved = await planCall(
        api,
        'PUT',
        `/api/export-plans/${plan.id}/sections/payment`,
        member,
        { fields: PAYMENT, version: 1 },
      );
      expect(saved.status).toBe(200);
      const response = await planCall(
        api,
        'GET',
        `/api/export-plans/${plan.id}/pdf?locale=${locale}`,
        member,
      );
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename=".+\.pdf"$/,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = readBack(await response.arrayBuffer());
      const costs = sectionOf(plan, 'costs');
      const expected =
        locale === 'en'
          ? [
              'Export plan',
              plan.company.name,
              'Made on',
              'Costs and pricing in dinars',
              'Getting paid',
              'FOB – Free On Board',
              'Letter of credit',
              'Saudi Arabia, United States of America',
              'likely qualifies as Jordanian',
              'Sources',
              costs.sources[0]!.name,
            ]
          : [
              'خطة التصدير',
              'أُعدّت في',
              'الكلف والتسعير بالدينار',
              'تحصيل الثمن',
              'اعتماد مستندي',
              'المملكة العربية السعودية',
              'يُرجَّح أنه أردني المنشأ',
              'المصادر',
            ];
      for (const words of expected) expect(compact(text)).toContain(compact(words));
      // The landed cost's figure as the plan wrote it: Arabic-Indic digits in Arabic.
      const figure = /([\d٠-٩][\d٠-٩,٬]*[.٫][\d٠-٩]{3})/.exec(costs.fields.landed ?? '')![1]!;
      expect(compact(text)).toContain(figure);
      if (locale === 'ar') expect(figure).toMatch(/^[٠-٩٬]+٫[٠-٩]{3}$/);
    });
  }
});

import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';

import { reasonValues } from '@/features/market-access/assessment-reason-values';
import type { AssessmentReason } from '@/features/market-access/origin-assessment';
import { withoutIsolates } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Issue 57: the report names the UK list's entry it used. On the Arabic page its heading is in
// Arabic, and its description in Arabic where the portal can say it; else the entry is named by
// its position, so the Arabic sentence quotes no English.

const used = (subdivision: string, entry = 2, entries = 3): AssessmentReason => ({
  key: 'ukSetUsed',
  values: { heading: '1507 to 1515', subdivision, entry, entries },
});

function sentence(reason: AssessmentReason, locale: Locale): string {
  const t = createTranslator({
    locale,
    messages: locale === 'ar' ? ar : en,
    namespace: 'OriginAssessment',
  });
  const values = reasonValues(reason, {
    names: (codes) => codes.join(', '),
    locale,
    byPosition: (entry, entries) => t('result.entryByPosition', { entry, entries }),
  });
  return withoutIsolates(t(`reasons.${reason.key}` as 'reasons.ukSetUsed', values));
}

describe('the UK list entry in the report', () => {
  it('quotes the entry as published on the English page', () => {
    expect(sentence(used('Vegetable oils and their fractions ▸ Other'), 'en')).toBe(
      'The entry of the UK list used: 1507 to 1515: Vegetable oils and their fractions ▸ Other.',
    );
  });

  it('names an entry it cannot say in Arabic by its position, with no Latin letter', () => {
    const text = sentence(used('Vegetable oils and their fractions ▸ Other'), 'ar');
    expect(text).toBe(
      'مدخل القائمة البريطانية المستخدم: البنود 15.07 إلى 15.15: المدخل ٢ من ٣ (نصّه في إجاباتك أدناه).',
    );
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('says in Arabic an entry the portal can say', () => {
    expect(sentence(used('Any other product from heading 0910', 1, 1), 'ar')).toBe(
      'مدخل القائمة البريطانية المستخدم: البنود 15.07 إلى 15.15: أي منتج آخر من البند 09.10.',
    );
  });
});

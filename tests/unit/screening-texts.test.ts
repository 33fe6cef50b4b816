import { describe, expect, it } from 'vitest';

import { birthDateText, type BirthWords } from '@/features/screening/components/screening-texts';
import { withoutIsolates } from '@/lib/i18n/isolate';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Issue 47: what the lists write in English (days, years, "approximately", "to") reads in the
// page's language, Arabic digits included; what cannot be read stays as written, isolated.

const words = (lang: 'en' | 'ar'): BirthWords =>
  lang === 'en'
    ? { approximately: (date) => `approximately ${date}`, range: (from, to) => `${from} to ${to}` }
    : { approximately: (date) => `نحو ${date}`, range: (from, to) => `من ${from} إلى ${to}` };

describe('a date of birth as a list writes it', () => {
  it.each([
    ['1937-04-28', 'en', 'Apr 28, 1937'],
    ['1937-04-28', 'ar', '٢٨ نيسان ١٩٣٧'],
    ['1960', 'ar', '١٩٦٠'],
    ['01 Jan 1960', 'en', 'Jan 1, 1960'],
    ['approximately 1960', 'ar', 'نحو ١٩٦٠'],
    ['circa 1962', 'en', 'approximately 1962'],
    ['1950 to 1955', 'ar', 'من ١٩٥٠ إلى ١٩٥٥'],
  ] as const)('%s in %s', (value, lang, expected) => {
    expect(birthDateText(value, lang, words(lang))).toBe(expected);
  });

  it('keeps what it cannot read as written, isolated on an Arabic page', () => {
    const text = birthDateText('Between 1960 and 1962', 'ar', words('ar'));
    expect(text).not.toBe('Between 1960 and 1962');
    expect(withoutIsolates(text)).toBe('Between 1960 and 1962');
    expect(birthDateText('31 Foo 1960', 'en', words('en'))).toBe('31 Foo 1960');
  });
});

// Issue 56: the screening's words in Arabic (and English) are one per thing: each list has one
// name wherever it is named, a hold is «محجوب», clearing a hit is «رفع» (never an acquittal), and
// «قائمة» is a sanctions list, never the hit queue.
describe("the screening's words, one per thing", () => {
  const catalogues = { en, ar };

  it.each(['en', 'ar'] as const)('names each list the same way everywhere (%s)', (lang) => {
    const m = catalogues[lang];
    for (const source of ['un', 'ofac'] as const) {
      expect(m.ScreeningAdmin.sources[source]).toBe(m.Screening.lists[source]);
      expect(m.ScreeningHitsAdmin.sources[source]).toBe(m.Screening.lists[source]);
    }
  });

  it('says «محجوب» for every hold and «رفع» for every clearing, in Arabic', () => {
    const held = [
      ar.ScreeningHitsAdmin.held,
      ar.TradeLeadsAdmin.heldByScreening,
      ar.Approvals.heldByScreening,
      ar.MembersAdmin.list.heldByScreening,
      ar.BuyerMessages.staff.heldByScreening,
      ar.TradeLeadsAdmin.done.createdHeld,
      ar.TradeLeadsAdmin.done.updatedHeld,
      ar.TradeLeadsAdmin.done.publishedHeld,
      ar.Approvals.decision.approvedHeld,
    ];
    for (const text of held) expect(text).toMatch(/محجوب/);
    const clearing = [
      ar.ScreeningHitsAdmin.decision.clear,
      ar.ScreeningHitsAdmin.decision.clearTitle,
      ar.ScreeningHitsAdmin.done.clear,
      ar.ScreeningHitsAdmin.status.cleared,
      ar.Approvals.detail.heldByScreening,
      ar.TradeLeadsAdmin.done.publishedHeld,
      ar.TradeLeadsAdmin.confirm.publishHeldText,
    ];
    for (const text of clearing) expect(text).toMatch(/رفع|يرفع|رُفع|مرفوع/);
    expect(JSON.stringify(ar)).not.toMatch(/يبرّئ|تبرئة|برّأ/);
  });

  it('never calls the hit queue a list («قائمة»), in Arabic', () => {
    for (const text of [
      ar.Console.nav.screeningHits,
      ar.ScreeningHitsAdmin.tabs.hits,
      ar.ScreeningHitsAdmin.hitPage.back,
      ar.ScreeningHitsAdmin.api.superseded,
    ])
      expect(text).not.toMatch(/قائمة/);
  });
});

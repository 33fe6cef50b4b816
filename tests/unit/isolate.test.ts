import { describe, expect, it } from 'vitest';

import { isolate, isolateLatinRuns, latinParts, withoutIsolates } from '@/lib/i18n/isolate';

// docs/decisions/look-and-speed.md "Latin values in Arabic text": plain text (a <title>, an e-mail's subject)
// isolates a user-written or Latin value with Unicode's isolates.
describe('isolate', () => {
  it('wraps a value in first-strong isolation on Arabic lines', () => {
    expect(isolate('Petra Olive Foods Co.', 'ar')).toBe('\u2068Petra Olive Foods Co.\u2069');
  });

  it('forces left to right for Latin values without a letter to go by', () => {
    expect(isolate('+962 6 560 3507', 'ar', { latin: true })).toBe('\u2066+962 6 560 3507\u2069');
  });

  it('leaves English lines and empty values as they are', () => {
    expect(isolate('Petra Olive Foods Co.', 'en')).toBe('Petra Olive Foods Co.');
    expect(isolate('', 'ar')).toBe('');
  });

  it('keeps the bracket of a subject with its subject', () => {
    const subject = isolate('Re: <offer>', 'ar');
    // The isolate opens before the first character and closes after the last one.
    expect(subject.startsWith('\u2068Re')).toBe(true);
    expect(subject.endsWith('>\u2069')).toBe(true);
    expect(withoutIsolates(`رسالة من مشترٍ: ${subject}`)).toBe('رسالة من مشترٍ: Re: <offer>');
  });
});

// Issue 45: Latin runs quoted inside Arabic text ("19 CFR 10.704" was drawn "CFR 10.704 19").
describe('latinParts', () => {
  it('cuts the Latin runs out of Arabic text, its brackets and final stop left to the sentence', () => {
    expect(latinParts('يبيّن استيفاء السلعة للقاعدة (19 CFR 10.704).')).toEqual([
      { text: 'يبيّن استيفاء السلعة للقاعدة (', latin: false },
      { text: '19 CFR 10.704', latin: true },
      { text: ').', latin: false },
    ]);
    expect(latinParts('شهادة الحركة EUR.1 أو EUR-MED.')).toEqual([
      { text: 'شهادة الحركة ', latin: false },
      { text: 'EUR.1', latin: true },
      { text: ' أو ', latin: false },
      { text: 'EUR-MED', latin: true },
      { text: '.', latin: false },
    ]);
    // A paragraph's letter stays with its citation, the outer brackets with the sentence.
    expect(latinParts('بحد أقصى ١٥٪ (19 CFR 10.710(b)).')).toEqual([
      { text: 'بحد أقصى ١٥٪ (', latin: false },
      { text: '19 CFR 10.710(b)', latin: true },
      { text: ').', latin: false },
    ]);
  });

  it('leaves a bare number and text without Latin letters whole', () => {
    expect(latinParts('عبوة ١ لتر من 5 طبقات')).toEqual([
      { text: 'عبوة ١ لتر من 5 طبقات', latin: false },
    ]);
    expect(latinParts('')).toEqual([]);
  });

  it('isolates each run in plain text on Arabic lines only', () => {
    expect(isolateLatinRuns('للقاعدة (19 CFR 10.704)', 'ar')).toBe(
      'للقاعدة (\u206619 CFR 10.704\u2069)',
    );
    expect(isolateLatinRuns('the rule (19 CFR 10.704)', 'en')).toBe('the rule (19 CFR 10.704)');
  });
});

import { describe, expect, it } from 'vitest';

import { isolate, withoutIsolates } from '@/lib/i18n/isolate';

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

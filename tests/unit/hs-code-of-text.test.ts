import { describe, expect, it } from 'vitest';

import { hsCodeOfSegment, hsCodeOfText } from '@/lib/hs/hs-code';

// The nomenclature's code a text or an address segment names, however it is written.

describe('hsCodeOfText', () => {
  it.each([
    ['15.09', '1509'],
    ['1509 20', '150920'],
    ['١٥٠٩', '1509'],
    ['1509.20.10', '150920'],
    ['15', '15'],
  ])('%j names %s', (text, code) => {
    expect(hsCodeOfText(text)).toBe(code);
  });

  it.each(['olive oil', '150', '15.', ''])('%j names none', (text) => {
    expect(hsCodeOfText(text)).toBeNull();
  });
});

describe('hsCodeOfSegment', () => {
  it('decodes the segment, and refuses a malformed escape or an overlong one', () => {
    expect(hsCodeOfSegment('15.09')).toBe('1509');
    expect(hsCodeOfSegment(encodeURIComponent('١٥٠٩'))).toBe('1509');
    expect(hsCodeOfSegment('%E0%A4%A')).toBeNull();
    expect(hsCodeOfSegment('1'.repeat(41))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import {
  countEnquiryStatuses,
  ENQUIRY_STATUSES,
  enquiryStatusOf,
  isEnquiryStatusCode,
} from '@/features/enquiries/enquiry-status';
import { ENQUIRY_STATUS_CODES } from '@/features/enquiries/schemas';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const withStatus = (iid: number) => ({ status: { iid } });

// Relative luminance contrast against white text (WCAG 2.x).
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

describe('enquiry statuses (part 3 §4 "Enquiry status")', () => {
  it('lists the seven codes in order with their names', () => {
    expect(ENQUIRY_STATUSES.map((status) => status.code)).toEqual([...ENQUIRY_STATUS_CODES]);
    expect(ENQUIRY_STATUSES.map((status) => status.name)).toEqual([
      'new',
      'confirmed',
      'pending',
      'completed',
      'rejected',
      'closed',
      'ongoing',
    ]);
  });

  it('gives every status a colour that white text can be read on', () => {
    for (const status of ENQUIRY_STATUSES) {
      expect(status.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(contrastWithWhite(status.color)).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(ENQUIRY_STATUSES.map((status) => status.color)).size).toBe(7);
  });

  it('has a label for every status in both languages', () => {
    for (const { code } of ENQUIRY_STATUSES) {
      expect(en.Enquiries.status[code]).toBeTruthy();
      expect(ar.Enquiries.status[code]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('finds a status by code and knows the codes outside the seven', () => {
    expect(enquiryStatusOf(50)?.name).toBe('rejected');
    expect(enquiryStatusOf(15)).toBeUndefined();
    expect(isEnquiryStatusCode(70)).toBe(true);
    expect(isEnquiryStatusCode(80)).toBe(false);
  });

  it('counts the enquiries of each status and ignores unknown codes', () => {
    const enquiries = [10, 20, 20, 30, 40, 40, 40, 50, 60, 70, 70, 0, 99].map(withStatus);
    expect(countEnquiryStatuses(enquiries)).toEqual({
      10: 1,
      20: 2,
      30: 1,
      40: 3,
      50: 1,
      60: 1,
      70: 2,
    });
  });

  it('counts zero of everything for no enquiries', () => {
    const counts = countEnquiryStatuses([]);
    expect(Object.values(counts)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

import { describe, expect, it } from 'vitest';

import { HOME_FAQ_LIMIT, homeFaqs } from '@/features/faq/faq-lists';
import {
  isSponsorVisible,
  SPONSOR_SLIDER,
  todayInAmman,
} from '@/features/sponsors/sponsor-visibility';

describe('isSponsorVisible (part 1 §2.3)', () => {
  // 22:30 UTC on 20 November is already 21 November in Amman (UTC+3).
  const today = todayInAmman(new Date('2026-11-20T22:30:00Z'));

  it('reads today in Amman, not in UTC', () => {
    expect(today).toBe('2026-11-21');
  });

  it('hides a sponsor whose status is 0', () => {
    expect(isSponsorVisible({ status: 0, date_end: '2027-01-01' }, today)).toBe(false);
  });

  it('hides a sponsor that ended in the past', () => {
    expect(isSponsorVisible({ status: 1, date_end: '2026-03-31' }, today)).toBe(false);
  });

  it('hides a sponsor that ends today', () => {
    expect(isSponsorVisible({ status: 1, date_end: '2026-11-21' }, today)).toBe(false);
    expect(isSponsorVisible({ status: 1, date_end: '2026-11-21 23:59:59' }, today)).toBe(false);
  });

  it('shows a sponsor that ends tomorrow', () => {
    expect(isSponsorVisible({ status: 1, date_end: '2026-11-22' }, today)).toBe(true);
  });

  it('shows three sponsors by default with the specified steps', () => {
    expect(SPONSOR_SLIDER.slidesToShow).toBe(3);
    expect(SPONSOR_SLIDER.responsive.map((step) => step.breakpoint)).toEqual([1024, 800, 600, 447]);
  });
});

describe('homeFaqs (part 1 §2.3)', () => {
  const faq = (id: number, status = 1, add_to_home = 1) => ({ id, status, add_to_home });

  it('keeps only status 1 and add_to_home 1', () => {
    const { items, showMore } = homeFaqs([faq(1), faq(2, 0), faq(3, 1, 0), faq(4)]);
    expect(items.map((item) => item.id)).toEqual([1, 4]);
    expect(showMore).toBe(false);
  });

  it('keeps at most 10 and shows "more" once the list is full', () => {
    const many = Array.from({ length: 14 }, (_, index) => faq(index + 1));
    const { items, showMore } = homeFaqs(many);
    expect(items).toHaveLength(HOME_FAQ_LIMIT);
    expect(items.at(-1)?.id).toBe(10);
    expect(showMore).toBe(true);
  });

  it('shows "more" at exactly 10 and not at 9', () => {
    expect(homeFaqs(Array.from({ length: 10 }, (_, i) => faq(i))).showMore).toBe(true);
    expect(homeFaqs(Array.from({ length: 9 }, (_, i) => faq(i))).showMore).toBe(false);
  });
});

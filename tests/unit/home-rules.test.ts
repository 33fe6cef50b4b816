import { describe, expect, it } from 'vitest';

import {
  DEFAULT_ENQUIRY_OPTION,
  ENQUIRY_OPTION_CODES,
  enquiryTarget,
  MAIN_SLIDER_AUTOPLAY_MS,
  slideButton,
  tileLayout,
} from '@/features/home/home-rules';

describe('slideButton (part 1 §2.3)', () => {
  it('shows no button when is_hide_button is not 0', () => {
    expect(slideButton({ is_hide_button: 1, button_type_id: 2 }, 'https://a.example')).toEqual({
      kind: 'none',
    });
  });

  it('opens the external link for button type 2', () => {
    expect(slideButton({ is_hide_button: 0, button_type_id: 2 }, 'https://a.example')).toEqual({
      kind: 'external',
      href: 'https://a.example',
    });
  });

  it('shows nothing for type 2 without a link', () => {
    expect(slideButton({ is_hide_button: 0, button_type_id: 2 }, '')).toEqual({ kind: 'none' });
  });

  it.each([0, 1, 3])('opens the enquiry dialog for button type %i', (type) => {
    expect(slideButton({ is_hide_button: 0, button_type_id: type }, 'https://a.example')).toEqual({
      kind: 'enquiry-dialog',
    });
  });

  it('moves every 12000 ms', () => {
    expect(MAIN_SLIDER_AUTOPLAY_MS).toBe(12000);
  });
});

describe('enquiryTarget (part 1 §2.3)', () => {
  it('offers the codes 1 to 7 and 99, with 1 by default', () => {
    expect(ENQUIRY_OPTION_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 99]);
    expect(DEFAULT_ENQUIRY_OPTION).toBe(1);
  });

  it.each([
    [1, { kind: 'page', menuChildId: 16, appId: 150 }],
    [2, { kind: 'page', menuChildId: 14, appId: 130, tab: 2 }],
    [3, { kind: 'page', menuChildId: 14, appId: 130, tab: 3 }],
    [4, { kind: 'page', menuChildId: 15, appId: 140 }],
    [5, { kind: 'page', menuChildId: 80, appId: 800 }],
    [6, { kind: 'page', menuChildId: 18, appId: 170 }],
    [7, { kind: 'manual' }],
    [99, { kind: 'page', menuChildId: 12, appId: 190 }],
  ] as const)('routes code %i', (code, target) => {
    expect(enquiryTarget(code)).toEqual(target);
  });
});

describe('tileLayout (part 1 §2.3)', () => {
  it.each([
    [0, 'single'],
    [1, 'single'],
    [2, 'pair'],
    [3, 'grid'],
    [7, 'grid'],
  ] as const)('lays out %i tiles as %s', (count, layout) => {
    expect(tileLayout(count)).toBe(layout);
  });
});

import { describe, expect, it } from 'vitest';

import { sponsorSettings } from '@/features/home/sponsor-settings';

describe('sponsorSettings (part 1 §2.3)', () => {
  it.each([
    [1440, 3, 1, 700],
    [1025, 3, 1, 700],
    [1024, 4, 2, 700],
    [801, 4, 2, 700],
    [800, 3, 2, 500],
    [600, 2, 1, 300],
    [448, 2, 1, 300],
    [447, 1, 1, 300],
    [390, 1, 1, 300],
  ])('at %i px shows %i, scrolls %i, moves in %i ms', (width, show, scroll, speed) => {
    expect(sponsorSettings(width)).toMatchObject({
      slidesToShow: show,
      slidesToScroll: scroll,
      speed,
    });
  });
});

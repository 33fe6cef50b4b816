import { describe, expect, it } from 'vitest';

import { categoryTicks, labelsThatFit, valueTicks } from '@/lib/charts/axis-ticks';

// Issue 45, part 5: a chart's axis labels fit its width (on a phone the where-to-sell chart's
// Arabic value labels and the statistic dialog's category labels ran into each other).

describe('valueTicks', () => {
  it('gives round ticks from 0 past the largest value, as many as fit', () => {
    expect(valueTicks(1_350_000_000, 6)).toEqual([0, 5e8, 1e9, 1.5e9]);
    expect(valueTicks(1_350_000_000, 3)).toEqual([0, 1e9, 2e9]);
    expect(valueTicks(1_350_000_000, 12)).toEqual([0, 2e8, 4e8, 6e8, 8e8, 1e9, 1.2e9, 1.4e9]);
  });

  it('never gives fewer than two ticks, nor more than fit', () => {
    for (const max of [1, 7, 95, 101, 640, 9_999, 123_456_789]) {
      for (const fit of [1, 2, 3, 4, 5, 8]) {
        const ticks = valueTicks(max, fit);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(Math.max(2, fit));
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
      }
    }
    expect(valueTicks(0, 5)).toEqual([0, 1]);
  });
});

describe('labelsThatFit', () => {
  it('counts the labels that stand side by side with a gap', () => {
    // 180 px of axis on a phone, Arabic labels of 40 px: four, not the six of a desktop's 5 ticks.
    expect(labelsThatFit(180, 40)).toBe(3);
    expect(labelsThatFit(1000, 40)).toBe(19);
    expect(labelsThatFit(10, 40)).toBe(2);
  });
});

describe('categoryTicks', () => {
  it('lays labels flat when each fits its band', () => {
    expect(categoryTicks([28, 28, 28, 28, 28, 28], 600)).toEqual({
      angle: 0,
      every: 1,
      height: 40,
    });
  });

  it('turns them when they would touch, and thins them when even turned ones would', () => {
    const names = [90, 70, 110, 85, 60, 95];
    const phone = categoryTicks(names, 260);
    expect(phone.angle).toBe(45);
    expect(phone.every).toBe(1);
    expect(phone.height).toBeGreaterThan(40);
    expect(phone.height).toBeLessThanOrEqual(96);
    const crowded = categoryTicks(
      Array.from({ length: 24 }, () => 80),
      260,
    );
    expect(crowded.angle).toBe(45);
    expect(crowded.every).toBeGreaterThan(1);
    // What is drawn fits: one band in `every` holds a turned label's line.
    expect((260 / 24) * crowded.every).toBeGreaterThanOrEqual(14 * Math.SQRT2);
  });
});

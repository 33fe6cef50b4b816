import { describe, expect, it } from 'vitest';

import {
  clampView,
  clampZoom,
  INITIAL_VIEW,
  panBy,
  transformOf,
  zoomAt,
  zoomStep,
} from '@/features/agreements/map-view';

// part 2 §9: zoom from 1 to 20 in steps of 0.5; the map always covers its frame.

const size = { width: 1600, height: 800 };

describe('clampZoom', () => {
  it('keeps the zoom on the 0.5 steps between 1 and 20', () => {
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(1.26)).toBe(1.5);
    expect(clampZoom(1.2)).toBe(1);
    expect(clampZoom(19.75)).toBe(20);
    expect(clampZoom(50)).toBe(20);
  });
});

describe('zoomStep and zoomAt', () => {
  it('steps by 0.5 and stops at the bounds', () => {
    let view = INITIAL_VIEW;
    view = zoomStep(view, 1, size);
    expect(view.k).toBe(1.5);
    for (let step = 0; step < 60; step += 1) view = zoomStep(view, 1, size);
    expect(view.k).toBe(20);
    for (let step = 0; step < 60; step += 1) view = zoomStep(view, -1, size);
    expect(view).toEqual(INITIAL_VIEW);
  });

  it('keeps the point zoomed about where it is', () => {
    const point = { x: 800, y: 400 };
    const view = zoomAt(INITIAL_VIEW, 2, point, size);
    expect(view).toEqual({ k: 2, x: -800, y: -400 });
    expect(point.x * view.k + view.x).toBe(800);
  });
});

describe('panBy and clampView', () => {
  it('moves within the map only', () => {
    const zoomed = zoomAt(INITIAL_VIEW, 2, { x: 0, y: 0 }, size);
    expect(panBy(zoomed, -300, -100, size)).toEqual({ k: 2, x: -300, y: -100 });
    expect(panBy(zoomed, 500, 500, size)).toEqual({ k: 2, x: 0, y: 0 });
    expect(panBy(zoomed, -5000, -5000, size)).toEqual({ k: 2, x: -1600, y: -800 });
    expect(clampView({ k: 1, x: -40, y: 20 }, size)).toEqual({ k: 1, x: 0, y: 0 });
  });

  it('writes an SVG transform', () => {
    expect(transformOf({ k: 2.5, x: -10, y: -20.25 })).toBe('translate(-10.0 -20.3) scale(2.5)');
  });
});

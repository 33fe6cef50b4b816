'use client';

import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// What a chart's axis labels need to be laid out (lib/charts/axis-ticks.ts): the chart's width, as
// drawn, and the width of a label in the chart's font. Measured in the browser; before that (and in
// tests without layout) a phone's width and an estimate by characters, so the first drawing errs
// towards fewer labels.

/** The width a chart is drawn at before it is measured: a phone's content width. */
export const FIRST_WIDTH = 320;
/** An axis label's font size in MUI X Charts. */
const LABEL_FONT_SIZE = 12;

let context: CanvasRenderingContext2D | null | undefined;

/** The widths of `texts` drawn at the axis labels' size in `element`'s font. */
function textWidths(texts: readonly string[], element: HTMLElement | null): number[] {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  const family = element ? getComputedStyle(element).fontFamily : '';
  if (!context || !family) return texts.map((text) => text.length * LABEL_FONT_SIZE * 0.62);
  context.font = `${LABEL_FONT_SIZE}px ${family}`;
  return texts.map((text) => context!.measureText(text).width);
}

/**
 * The element's width, kept up to date, and a measure of label widths in its font:
 * `const { ref, width, measure } = useAxisRoom<HTMLDivElement>()`.
 */
export function useAxisRoom<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  width: number;
  measure: (texts: readonly string[]) => number[];
} {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(Math.round(measured));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const measure = useCallback((texts: readonly string[]) => textWidths(texts, ref.current), []);
  return { ref, width, measure };
}

// How a chart's axis labels fit its width (issue 45, part 5: on a phone the where-to-sell chart's
// value axis and the statistic dialog's category labels ran into each other). Pure, so the charts'
// components only measure and draw; MUI X Charts' own thinning is not used: on a reversed axis
// (every Arabic chart) it measures its gaps the wrong way and lets labels overlap or hides them.

/** Room kept between two labels, in pixels. */
export const LABEL_GAP = 12;
/** The height of one line of an axis label (12 px text in either font). */
export const LABEL_LINE = 18;
/** The height of an axis label's glyphs, without the line's leading. */
const GLYPH_HEIGHT = 14;

/**
 * Round values for a value axis from 0 to `max` (1, 2 or 5 times a power of ten apart), as many
 * as fit: at most `fit` ticks, never fewer than two. The last one is at least `max`, so it is the
 * axis's end too.
 */
export function valueTicks(max: number, fit: number): number[] {
  const most = Math.max(2, Math.floor(fit));
  if (!(max > 0)) return [0, 1];
  const power = 10 ** Math.floor(Math.log10(max));
  const steps = [0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10].map((factor) => factor * power);
  const step = steps.find((candidate) => Math.ceil(max / candidate) + 1 <= most) ?? 10 * power;
  const count = Math.ceil(max / step);
  return Array.from({ length: count + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

/** How many labels `width` pixels of axis hold side by side, each `labelWidth` wide. */
export const labelsThatFit = (width: number, labelWidth: number) =>
  Math.max(2, Math.floor((width + LABEL_GAP) / (labelWidth + LABEL_GAP)));

export type CategoryTicks = {
  /** 0: the labels lie flat; 45: turned, to read along a slope. */
  angle: 0 | 45;
  /** Every how many categories a label is drawn (1: all of them). */
  every: number;
  /** The axis's height for its labels. */
  height: number;
};

/** The most room a turned label takes under the axis; a longer one is cut short with an ellipsis. */
const TURNED_HEIGHT = 96;

/**
 * A category axis's labels: flat when each fits its band, else turned by 45° (a turned label
 * needs only a line's height across its slope), and when even turned ones would touch, one in
 * `every` of them (the table beside the chart lists them all).
 */
export function categoryTicks(labelWidths: readonly number[], width: number): CategoryTicks {
  const count = labelWidths.length;
  const widest = Math.max(0, ...labelWidths);
  const band = count > 0 ? width / count : width;
  if (widest + LABEL_GAP <= band) return { angle: 0, every: 1, height: 40 };
  // A label turned by 45° takes its glyphs' height (about 14 px at 12 px) divided by sin 45°
  // along the axis, and a little room.
  const across = (GLYPH_HEIGHT + 2) * Math.SQRT2;
  const every = Math.max(1, Math.ceil(across / Math.max(band, 1)));
  const height = Math.min(TURNED_HEIGHT, Math.ceil(widest * Math.SQRT1_2 + LABEL_LINE + 8));
  return { angle: 45, every, height };
}

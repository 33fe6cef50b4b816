import { expect, type Locator } from '../test';

// Issue 45, part 5: a chart's axis labels never run into each other (on a phone the where-to-sell
// chart's Arabic value labels and the statistic dialog's category labels did). Checked where the
// browser draws them: each label's glyph box (its width, the font's size high), turned with it
// when the label is turned, against every other one's (the separating axis test on the two
// rectangles).

type Corners = { x: number; y: number }[];

/** Runs in the page: the labels' texts and the pairs of them that overlap. */
function overlappingLabels(chart: Element) {
  const labels = [...chart.querySelectorAll<SVGTextElement>('.MuiChartsAxis-tickLabel')].filter(
    (label) => (label.textContent ?? '').trim() !== '' && label.getBBox().width > 0,
  );
  const cornersOf = (label: SVGTextElement): Corners => {
    const box = label.getBBox();
    const matrix = label.getScreenCTM()!;
    // The glyphs' em box: the text's box holds its line's whole ascent and descent (the Arabic
    // font's are tall), so it is narrowed to the font's size about its middle, and a pixel less
    // at each end for the side bearings.
    const size = parseFloat(getComputedStyle(label).fontSize);
    const inset = Math.max(0, (box.height - size) / 2);
    const [left, top, right, bottom] = [
      box.x + 1,
      box.y + inset,
      box.x + box.width - 1,
      box.y + box.height - inset,
    ];
    return [
      [left, top],
      [right, top],
      [right, bottom],
      [left, bottom],
    ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
  };
  const separated = (a: Corners, b: Corners) => {
    for (const shape of [a, b]) {
      for (let i = 0; i < shape.length; i++) {
        const p = shape[i]!;
        const q = shape[(i + 1) % shape.length]!;
        const normal = { x: q.y - p.y, y: p.x - q.x };
        const project = (corners: Corners) => corners.map((c) => c.x * normal.x + c.y * normal.y);
        const [pa, pb] = [project(a), project(b)];
        if (Math.max(...pa) <= Math.min(...pb) || Math.max(...pb) <= Math.min(...pa)) return true;
      }
    }
    return false;
  };
  const corners = labels.map(cornersOf);
  const overlaps: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      if (!separated(corners[i]!, corners[j]!)) {
        overlaps.push(`${labels[i]!.textContent} × ${labels[j]!.textContent}`);
      }
    }
  }
  return { count: labels.length, overlaps };
}

/** The chart draws at least `least` axis labels and no two of them overlap. */
export async function expectAxisLabelsApart(chart: Locator, least = 3) {
  await expect(chart.locator('svg').first()).toBeVisible();
  // The chart lays its axes out again once it has measured its width: polled.
  await expect
    .poll(async () => {
      const { count, overlaps } = await chart.evaluate(overlappingLabels);
      return count >= least ? overlaps : [`only ${count} labels`];
    })
    .toEqual([]);
}

/** E2E_SHOTS_DIR=<folder> saves the chart alone as `{name}.png`, to be looked at. */
export async function shootChart(chart: Locator, name: string) {
  const shots = process.env.E2E_SHOTS_DIR;
  if (!shots) return;
  // Once the bars have stopped growing (they are animated when the chart is drawn again).
  let last = '';
  await expect
    .poll(async () => {
      const now = await chart.evaluate((element) =>
        JSON.stringify(
          [...element.querySelectorAll('rect, path')].map((shape) => {
            const box = shape.getBoundingClientRect();
            return [Math.round(box.width), Math.round(box.height)];
          }),
        ),
      );
      const steady = now === last;
      last = now;
      return steady;
    })
    .toBe(true);
  await chart.screenshot({ path: `${shots}/${name}.png` });
}

/**
 * Issue 58: the comparison's CSS bar chart: each market's name and its figures stand apart (the
 * row wraps on a phone rather than run them together), and no row is wider than the chart.
 */
export async function expectBarLabelsApart(chart: Locator) {
  const bars = chart.getByTestId('chart-bar');
  expect(await bars.count()).toBeGreaterThan(0);
  const box = (await chart.boundingBox())!;
  for (const bar of await bars.all()) {
    const name = (await bar.getByTestId('chart-name').boundingBox())!;
    const label = (await bar.getByTestId('chart-label').boundingBox())!;
    const apart =
      name.y + name.height <= label.y + 1 ||
      label.y + label.height <= name.y + 1 ||
      name.x + name.width <= label.x + 1 ||
      label.x + label.width <= name.x + 1;
    expect(apart, `${JSON.stringify(name)} ${JSON.stringify(label)}`).toBe(true);
    expect(label.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(label.x + label.width).toBeLessThanOrEqual(box.x + box.width + 1);
  }
}

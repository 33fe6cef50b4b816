// How a chart's numbers read best (issue 26): a line over a run of years or periods, bars for
// markets, products or any other categories. A stored `kind` wins.

const PERIOD = /^(\d{4}|\d{4}[-–/]\d{2,4}|[QH][1-4]\s?\d{4}|\d{4}\s?[QH][1-4])$/;

export function chartKindOf(
  categories: readonly string[],
  stored?: 'bar' | 'line',
): 'bar' | 'line' {
  if (stored) return stored;
  return categories.length >= 4 && categories.every((category) => PERIOD.test(category.trim()))
    ? 'line'
    : 'bar';
}

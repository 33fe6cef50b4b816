import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

// An infographic drawn from a statistic's numbers (issue 26): a titled card of horizontal bars, one
// a category, in the language's direction and digits, as an SVG document. The seed's infographics
// and those an editor saves are drawn by it and kept through the storage adapter.

export type InfographicInput = {
  title: string;
  /** The series shown and its unit ("Exports · USD million"). */
  subtitle: string;
  categories: readonly string[];
  values: readonly number[];
  /** The line under the bars: the source, "Sample data". */
  note: string;
  locale: Locale;
};

const WIDTH = 800;
const ROW = 46;
const TOP = 128;
const SIDE = 40;
const LABEL = 230;
const VALUE = 110;
const COLORS = ['#0a6e4f', '#138a65', '#1fa57a', '#c8102e', '#4a5a54'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** A line cut to `max` characters (an ellipsis marks the cut). */
const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export function infographicSvg(input: InfographicInput): string {
  const ar = input.locale === 'ar';
  const font = ar
    ? "Cairo, Tahoma, 'Segoe UI', Arial, sans-serif"
    : "Inter, 'Segoe UI', Arial, sans-serif";
  const count = Math.min(input.categories.length, input.values.length);
  const height = TOP + count * ROW + 76;
  const largest = Math.max(1, ...input.values.slice(0, count).map((value) => Math.abs(value)));
  const barSpace = WIDTH - 2 * SIDE - LABEL - VALUE;
  // Left to right in English; in Arabic the label is at the right and the bars grow leftwards.
  const start = ar ? WIDTH - SIDE : SIDE;
  const sign = ar ? -1 : 1;
  // The root's `direction` makes "start" the right edge of an Arabic line.
  const anchorStart = 'start';
  const anchorEnd = 'end';
  const rows = Array.from({ length: count }, (_, index) => {
    const y = TOP + index * ROW;
    const length = Math.max(2, (Math.abs(input.values[index]!) / largest) * barSpace);
    const barStart = start + sign * LABEL;
    const x = ar ? barStart - length : barStart;
    const value = formatNumber(input.values[index]!, input.locale, { maximumFractionDigits: 1 });
    return [
      `<text x="${start}" y="${y + 27}" text-anchor="${anchorStart}" font-size="17" fill="#1b2a25">${escapeXml(cut(input.categories[index]!, 24))}</text>`,
      `<rect x="${x.toFixed(1)}" y="${y + 8}" width="${length.toFixed(1)}" height="28" rx="5" fill="${COLORS[index % COLORS.length]}"/>`,
      `<text x="${(barStart + sign * (length + 10)).toFixed(1)}" y="${y + 28}" text-anchor="${anchorStart}" font-size="17" font-weight="700" fill="#1b2a25">${escapeXml(value)}</text>`,
    ].join('');
  }).join('');
  const end = ar ? SIDE : WIDTH - SIDE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" direction="${ar ? 'rtl' : 'ltr'}" font-family="${font}">`,
    `<title>${escapeXml(input.title)}</title>`,
    `<rect width="${WIDTH}" height="${height}" rx="18" fill="#f5f0e6"/>`,
    `<rect width="${WIDTH}" height="8" fill="#0a6e4f"/>`,
    `<text x="${start}" y="56" text-anchor="${anchorStart}" font-size="26" font-weight="700" fill="#07513a">${escapeXml(cut(input.title, 52))}</text>`,
    `<text x="${start}" y="92" text-anchor="${anchorStart}" font-size="18" fill="#4a5a54">${escapeXml(cut(input.subtitle, 70))}</text>`,
    rows,
    `<line x1="${SIDE}" x2="${WIDTH - SIDE}" y1="${height - 56}" y2="${height - 56}" stroke="#d8cfbd"/>`,
    `<text x="${end}" y="${height - 24}" text-anchor="${anchorEnd}" font-size="15" fill="#4a5a54">${escapeXml(cut(input.note, 90))}</text>`,
    '</svg>',
  ].join('');
}

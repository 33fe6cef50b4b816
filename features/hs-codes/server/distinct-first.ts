// The finder's first answers name different headings (issue 55): a heading followed by its own
// subheadings fills the first places with one answer, while another heading the query matches as
// well ("brake pads": 68.13's friction material, then 87.08's vehicle parts) waits fourth. Of the
// best DISTINCT_WINDOW codes, the first DISTINCT_FIRST are each of a heading not shown above
// them, as long as a code moved up matches the query exactly as well as those it passes: the
// same words held, the whole phrase held alike, no state contradicted, and the product's word
// the head noun of its name alike (words-statement.ts's sort keys). A weaker match never passes a
// stronger one, so "olive oil" keeps 15.09's subheadings before the soap a synonym names. The
// codes passed follow in their order, the rest keep the statement's; the order is the same
// whichever page is asked, so pages neither repeat nor skip a code.

/** How many first answers are of different headings. */
export const DISTINCT_FIRST = 3;
/** The best codes the first answers are chosen from. */
export const DISTINCT_WINDOW = 10;

/** A code as the words statement ranks it (its match keys, absent for a code typed). */
export type RankedCode = {
  code: string;
  held?: number;
  holds_phrase?: number;
  contradicts?: number;
  head?: number;
};

/** The heading a code is of (a chapter is its own). */
const headingOf = (code: string) => code.slice(0, 4);
const matchOf = ({ held, holds_phrase, contradicts, head }: RankedCode) =>
  [held, holds_phrase, contradicts, head].map(Number).join('|');

/** The codes, the first DISTINCT_FIRST of different headings where equal matches allow. */
export function distinctFirst<T extends RankedCode>(rows: readonly T[]): T[] {
  const first: T[] = [];
  const headings = new Set<string>();
  for (const [index, row] of rows.slice(0, DISTINCT_WINDOW).entries()) {
    if (first.length === DISTINCT_FIRST) break;
    const passed = rows.slice(0, index).find((other) => !first.includes(other));
    if (passed && matchOf(passed) !== matchOf(row)) break;
    if (headings.has(headingOf(row.code))) continue;
    headings.add(headingOf(row.code));
    first.push(row);
  }
  return [...first, ...rows.filter((row) => !first.includes(row))];
}

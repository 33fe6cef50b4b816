// Issue 29: a list the editors order by hand (slides, tiles, offices, social links) keeps a `sort`
// per record. Moving one a step up or down renumbers the list 1…n in its new order; only the
// records whose number changes are written (and audited).

export type OrderedRow = { id: number; sort: number };
export type MoveDirection = 'up' | 'down';

/** The list as shown: by sort, then id. */
export const inShownOrder = <T extends OrderedRow>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);

/**
 * The new sort numbers after moving `id` one step: the records whose number changes, with their
 * old and new numbers. Empty when the record is already first (up) or last (down); null when it
 * is not in the list.
 */
export function moveInOrder(
  rows: readonly OrderedRow[],
  id: number,
  direction: MoveDirection,
): { id: number; from: number; to: number }[] | null {
  const order = inShownOrder(rows);
  const index = order.findIndex((row) => row.id === id);
  if (index < 0) return null;
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= order.length) return [];
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order
    .map((row, position) => ({ id: row.id, from: row.sort, to: position + 1 }))
    .filter((change) => change.from !== change.to);
}

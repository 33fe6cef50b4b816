// A release that would remove most of what is there now (issue 56: a rule-sets.json with one set
// replaced 760) is refused before anything is written, unless the import is forced (--force): a
// truncated or wrong file is far likelier than a list or a rule book that lost half its entries.

/** More than this share of the current entries removed is refused without --force. */
export const MAX_REMOVED_SHARE = 0.5;

export type ReleaseSize = {
  /** What the entries are, plural ("rule sets", "records of the un list"). */
  what: string;
  /** How many there are now. */
  current: number;
  /** How many the release holds. */
  next: number;
  /** The operator said to replace them whatever the share (--force). */
  force?: boolean;
};

/** The share of the current entries the release would remove (0 when it grows or there are none). */
export function removedShare({ current, next }: Pick<ReleaseSize, 'current' | 'next'>): number {
  return current === 0 || next >= current ? 0 : (current - next) / current;
}

/** Throws `errorOf(message)` when the release would remove more than half, unless forced. */
export function guardRelease(size: ReleaseSize, errorOf: (message: string) => Error): void {
  const share = removedShare(size);
  if (size.force || share <= MAX_REMOVED_SHARE) return;
  const { what, current, next } = size;
  const percent = Math.round(share * 100);
  throw errorOf(
    `the release holds ${next.toLocaleString('en')} ${what} where there are ` +
      `${current.toLocaleString('en')} now: it would remove ${percent} % of them ` +
      `(more than ${MAX_REMOVED_SHARE * 100} % is refused). Check the file, or run again with ` +
      `--force to replace them`,
  );
}

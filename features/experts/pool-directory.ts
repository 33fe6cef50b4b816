import { clampPage, pageCountOf, pageItems } from '@/lib/pagination';

import { EXPERTS_PAGE_SIZE } from './constants';
import { expertMatches } from './expert-search';
import type { Expert, Pool } from './schemas';

// part 3 §7 "Client processing": pools are reversed and each is joined to its experts. The page
// does it on the server, with the text and pool filters and the page of its view.

export type PoolGroup<E extends Expert = Expert> = {
  /** null: the experts who sit in no pool (shown last, only without a pool filter). */
  pool: Pool | null;
  experts: E[];
};

/** The pools newest first, each with its experts in their order (unknown ids left out). */
export function joinPools<E extends Expert>(pools: readonly Pool[], experts: readonly E[]) {
  const byId = new Map(experts.map((expert) => [expert.id, expert]));
  return [...pools].reverse().map((pool) => ({
    pool,
    experts: pool.experts.flatMap((id) => byId.get(id) ?? []),
  }));
}

/** The experts of the given pools' rows that no pool lists. */
function unpooled<E extends Expert>(pools: readonly Pool[], experts: readonly E[]): E[] {
  const pooled = new Set(pools.flatMap((pool) => pool.experts));
  return experts.filter((expert) => !pooled.has(expert.id));
}

/** The `pool` of a view: a pool's id; a value that is no id names no pool (the empty state). */
export function poolFilterOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0;
}

export type DirectoryFilter = { search?: string; pool?: number; page?: number };

export type DirectoryPage<E extends Expert = Expert> = {
  groups: PoolGroup<E>[];
  /** Experts shown across all pages (an expert in two pools counts twice). */
  total: number;
  page: number;
  pageCount: number;
};

/**
 * One page of the directory: the groups that have a matching expert, filtered to those experts,
 * paginated by expert across the groups; a page past the end shows the last one.
 */
export function directoryPage<E extends Expert>(
  pools: readonly Pool[],
  experts: readonly E[],
  { search, pool, page = 1 }: DirectoryFilter,
  pageSize = EXPERTS_PAGE_SIZE,
): DirectoryPage<E> {
  const chosen = pool === undefined ? pools : pools.filter((item) => item.id === pool);
  const groups: PoolGroup<E>[] = joinPools(chosen, experts);
  if (pool === undefined) groups.push({ pool: null, experts: unpooled(pools, experts) });
  const entries = groups.flatMap((group) =>
    group.experts
      .filter((expert) => expertMatches(expert, search))
      .map((expert) => ({ group, expert })),
  );
  const pageCount = pageCountOf(entries.length, pageSize);
  const shown = clampPage(page, entries.length, pageSize);
  const onPage: PoolGroup<E>[] = [];
  for (const { group, expert } of pageItems(entries, shown, pageSize)) {
    const last = onPage.at(-1);
    if (last && last.pool === group.pool) last.experts.push(expert);
    else onPage.push({ pool: group.pool, experts: [expert] });
  }
  return { groups: onPage, total: entries.length, page: shown, pageCount };
}

/** /api/pool?search: the pools with a matching expert, listing only those (ids in order). */
export function poolsMatching(pools: readonly Pool[], experts: readonly Expert[], search?: string) {
  if (!search?.trim()) return [...pools];
  const matching = new Set(
    experts.filter((expert) => expertMatches(expert, search)).map((e) => e.id),
  );
  return pools
    .map((pool) => ({ ...pool, experts: pool.experts.filter((id) => matching.has(id)) }))
    .filter((pool) => pool.experts.length > 0);
}

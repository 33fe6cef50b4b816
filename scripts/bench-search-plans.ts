// The plan's figures of the site search (issue 36), printed by `npm run bench:search` on PostgreSQL:
// EXPLAIN ANALYZE of the search's one statement for typical queries, and which way the page of each
// query of the mix was taken (from the records whose title holds a word, or ranking every match).
import { sql } from 'drizzle-orm';

import type { SearchType } from '../features/search/constants';
import { matchTerms, rowsOf } from '../features/search/server/match-terms';
import { searchIndex, type SearchRequest } from '../features/search/server/search-index';
import { searchStatement } from '../features/search/server/search-statement';
import type { Db } from '../lib/db/types';
import { normalizeText } from '../lib/search/normalize-text';
import { queryWordsOf, searchQueryText } from '../lib/search/search-terms';

type PlanNode = { [key: string]: unknown; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** EXPLAIN ANALYZE of the search's statement for a request, as GET /api/search runs it. */
async function explainSearch(db: Db, request: Omit<SearchRequest, 'locale'>) {
  const matched = await matchTerms(db, queryWordsOf(request.q));
  if (matched.some((entry) => entry.prefix.length + entry.typo.length === 0)) return null;
  const statement = searchStatement(matched, {
    ...request,
    phrase: normalizeText(searchQueryText(request.q)),
  });
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<{ 'QUERY PLAN': unknown }>(
      await tx.execute(sql`explain (analyze, buffers, format json) ${statement}`),
    );
  });
  const raw = row?.['QUERY PLAN'];
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    'Planning Time': number;
    'Execution Time': number;
  }[];
  const nodes = nodesOf(plan!.Plan);
  const hits = nodes.find((node) => node['Subplan Name'] === 'CTE hits');
  // The page ranks every match when the scan under "not settled" ran.
  const everyMatch = nodes.some(
    (node) =>
      String(node['One-Time Filter'] ?? '').startsWith('(NOT') &&
      (node.Plans ?? []).some(
        (child) => child['Parent Relationship'] === 'Outer' && Number(child['Actual Loops']) > 0,
      ),
  );
  const buffers = nodes.reduce((sum, node) => sum + Number(node['Shared Hit Blocks'] ?? 0), 0);
  return {
    planning: plan!['Planning Time'],
    execution: plan!['Execution Time'],
    hits: Number(hits?.['Actual Rows'] ?? 0),
    everyMatch,
    buffers: Number(plan!.Plan['Shared Hit Blocks'] ?? buffers),
  };
}

const TYPICAL: { label: string; q: string; type?: SearchType; page?: number }[] = [
  { label: 'one word', q: 'market' },
  { label: 'two words', q: 'olive oil' },
  { label: 'Arabic', q: 'الأردن' },
  { label: 'a prefix', q: 'exp' },
  { label: 'a typo', q: 'bevreage' },
  { label: 'a rare word', q: 'chamber' },
  { label: 'a type', q: 'jordan', type: 'events' },
  { label: 'page 20', q: 'jordan', page: 20 },
];

export async function explainTypical(db: Db, mix: { q: string; type?: SearchType }[]) {
  console.log(
    '\n  query                       matches  title hits  page from     plan ms  run ms  buffers',
  );
  for (const { label, q, type, page = 1 } of TYPICAL) {
    const request = { q, type, page, pageSize: 10 };
    const [answer, plan] = [
      await searchIndex(db, { ...request, locale: 'en' }),
      await explainSearch(db, request),
    ];
    const name = `${label} (${q}${type ? `, ${type}` : ''})`;
    console.log(
      `  ${name.padEnd(28)}${String(answer.total).padStart(7)}${String(plan?.hits ?? 0).padStart(12)}  ${(plan ? (plan.everyMatch ? 'every match' : 'title hits') : '-').padEnd(12)}${(plan?.planning ?? 0).toFixed(1).padStart(8)}${(plan?.execution ?? 0).toFixed(1).padStart(8)}${String(plan?.buffers ?? 0).padStart(9)}`,
    );
  }
  let fromHits = 0;
  let fromEvery = 0;
  for (const { q, type } of mix) {
    const plan = await explainSearch(db, { q, type, page: 1, pageSize: 10 });
    if (plan?.everyMatch) fromEvery += 1;
    else if (plan) fromHits += 1;
  }
  console.log(
    `  the mix's pages: ${fromHits} from the title hits, ${fromEvery} ranking every match, ${mix.length - fromHits - fromEvery} with no match\n`,
  );
}

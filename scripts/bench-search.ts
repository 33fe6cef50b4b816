// `npm run bench:search` (and the first section of `npm run bench`): the site search's latency
// (issue 28) over the seeded portal and 20,000 more documents in both languages, on a throwaway
// PGlite database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a
// throwaway database there. Each query runs as GET /api/search runs it (its words matched to
// terms, the counts of each type, one page of ten), from a mix of words, prefixes, Arabic spellings,
// typos, two-word queries and type filters. A measurement script, not a test.
//
// On PostgreSQL it then prints the plan's figures (issue 36) of typical queries (EXPLAIN ANALYZE of
// the search's statement) and how many queries of the mix took their page from the title hits or
// ranked every match. BENCH_SEARCH_PGLITE=0 skips PGlite; BENCH_SEARCH_KEEP=<name> keeps the
// PostgreSQL database under that name (to EXPLAIN by hand).
import { sql } from 'drizzle-orm';

import { SEARCH_TYPES, type SearchType } from '../features/search/constants';
import {
  documentRow,
  rebuildSearchIndex,
  writeDocuments,
} from '../features/search/server/index-writer';
import { searchIndex } from '../features/search/server/search-index';
import type { SearchSource, SourceDocument } from '../features/search/server/search-source';
import { connect, migrate, type Connection } from '../lib/db/connect';
import { seedDatabase } from '../lib/db/seed';

import { percentile, random, withThrowawayDatabase } from './bench-database';
import { explainTypical } from './bench-search-plans';

const EXTRA_DOCUMENTS = Number(process.env.BENCH_SEARCH_DOCUMENTS ?? 20_000);
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 400);
const WARM_UP = 40;

const ENGLISH = (
  'export exporters jordan jordanian market markets trade agreement agreements olive oil dates ' +
  'phosphate potash fertiliser pharmaceutical medicines textiles garments furniture stone marble ' +
  'dead sea cosmetics software services engineering consulting logistics freight shipping port ' +
  'aqaba amman irbid zarqa europe germany france italy spain britain america canada gulf saudi ' +
  'emirates qatar kuwait iraq egypt morocco tunisia africa asia china india japan korea fair expo ' +
  'exhibition mission workshop webinar training readiness guide study report survey tariff customs ' +
  'certificate quality standard halal organic food beverage dairy vegetables fruits spices herbs ' +
  'packaging labelling finance insurance investment growth demand supply buyer importer distributor'
).split(' ');
const ARABIC = (
  'تصدير المصدرين الأردن الأردنية سوق الأسواق تجارة اتفاقية الاتفاقيات زيت الزيتون تمور فوسفات ' +
  'بوتاس أسمدة أدوية صناعات دوائية ملابس منسوجات أثاث حجر رخام البحر الميت مستحضرات تجميل برمجيات ' +
  'خدمات هندسة استشارات لوجستيات شحن ميناء العقبة عمّان إربد الزرقاء أوروبا ألمانيا فرنسا إيطاليا ' +
  'إسبانيا بريطانيا أمريكا كندا الخليج السعودية الإمارات قطر الكويت العراق مصر المغرب تونس أفريقيا ' +
  'آسيا الصين الهند اليابان كوريا معرض بعثة ورشة ندوة تدريب الجاهزية دليل دراسة تقرير مسح تعرفة ' +
  'جمارك شهادة جودة مواصفة حلال عضوي أغذية مشروبات ألبان خضروات فواكه توابل أعشاب تغليف تمويل ' +
  'تأمين استثمار نمو الطلب العرض مشتر مستورد موزع بالأردن للتصدير والمصدرين'
).split(' ');

/** A made-up word (a brand, a place, a product code), so the vocabulary grows as a real one does. */
function madeUpWord(next: () => number, letters: string): string {
  const length = 4 + Math.floor(next() * 7);
  return Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('');
}

function sentence(next: () => number, words: string[], letters: string, length: number) {
  return Array.from({ length }, () =>
    next() < 0.15 ? madeUpWord(next, letters) : words[Math.floor(next() * words.length)]!,
  ).join(' ');
}

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const ARABIC_LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';

/** The extra documents, spread over the result types and the last five years. */
function extraRows(count: number) {
  const next = random(28);
  const sources = new Map<SearchType, SearchSource>(
    SEARCH_TYPES.map((type) => [
      type,
      { key: `bench-${type}`, type, kind: 'news', entities: {}, load: async () => [] },
    ]),
  );
  return Array.from({ length: count }, (_, index) => {
    const type = SEARCH_TYPES[index % SEARCH_TYPES.length]!;
    const document: SourceDocument = {
      recordId: index + 1,
      title: {
        en: sentence(next, ENGLISH, LATIN, 4 + Math.floor(next() * 6)),
        ar: sentence(next, ARABIC, ARABIC_LETTERS, 4 + Math.floor(next() * 6)),
      },
      body: {
        en: sentence(next, ENGLISH, LATIN, 60 + Math.floor(next() * 120)),
        ar: sentence(next, ARABIC, ARABIC_LETTERS, 60 + Math.floor(next() * 120)),
      },
      href: { en: `/bench/${index}`, ar: `/bench/${index}` },
      publishedAt: new Date(Date.UTC(2022, 0, 1) + next() * 5 * 365 * 86_400_000).toISOString(),
    };
    return documentRow(sources.get(type)!, document);
  });
}

/** The query mix: what visitors type, in both languages. */
function queries(count: number): { q: string; type?: SearchType }[] {
  const next = random(2028);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const typo = (word: string) => {
    const at = 1 + Math.floor(next() * (word.length - 2));
    return `${word.slice(0, at)}${word[at + 1] ?? ''}${word[at]}${word.slice(at + 2)}`.slice(
      0,
      word.length,
    );
  };
  const kinds = [
    () => pick(ENGLISH),
    () => pick(ARABIC),
    () => pick(ENGLISH).slice(0, 3 + Math.floor(next() * 2)),
    () => pick(ARABIC).slice(0, 3 + Math.floor(next() * 2)),
    () => `${pick(ENGLISH)} ${pick(ENGLISH)}`,
    () => `${pick(ARABIC)} ${pick(ARABIC)}`,
    () => pick(['الأردن', 'الاردن', 'الأُرْدُن', 'JORDAN', 'Jordan']),
    () => typo(pick(ENGLISH.filter((word) => word.length >= 7))),
    () => `${pick(ENGLISH)} ${pick(ENGLISH)} ${pick(ENGLISH)}`,
  ];
  return Array.from({ length: count }, () => ({
    q: pick(kinds)(),
    type: next() < 0.2 ? pick(SEARCH_TYPES) : undefined,
  }));
}

async function measure(connection: Connection, label: string) {
  const started = performance.now();
  await migrate(connection);
  await seedDatabase(connection.db);
  const seeded = await rebuildSearchIndex(connection.db);
  const rows = extraRows(EXTRA_DOCUMENTS);
  await connection.db.transaction((tx) => writeDocuments(tx, rows));
  // What autovacuum does soon after a bulk load: the visibility map and the planner's statistics
  // (without them each first read of a page also writes its hint bits).
  await connection.db.execute(sql`vacuum analyze search_documents, search_terms`);
  const loadSeconds = (performance.now() - started) / 1000;
  const mix = queries(QUERIES + WARM_UP);
  const timings: number[] = [];
  let results = 0;
  for (const [index, { q, type }] of mix.entries()) {
    const start = performance.now();
    const answer = await searchIndex(connection.db, {
      q,
      type,
      page: 1,
      pageSize: 10,
      locale: 'en',
    });
    const elapsed = performance.now() - start;
    if (index >= WARM_UP) {
      timings.push(elapsed);
      results += answer.total;
    }
  }
  timings.sort((a, b) => a - b);
  const row = {
    label,
    documents: seeded + rows.length,
    loadSeconds,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    max: timings.at(-1) ?? 0,
    meanResults: Math.round(results / timings.length),
  };
  console.log(
    `${label.padEnd(12)}${String(row.documents).padStart(10)}${row.loadSeconds.toFixed(0).padStart(9)}${row.p50.toFixed(1).padStart(9)}${row.p95.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(9)}${row.max.toFixed(1).padStart(9)}${String(row.meanResults).padStart(10)}`,
  );
  if (connection.kind === 'postgres') await explainTypical(connection.db, mix.slice(WARM_UP));
  return row;
}

console.log(
  `\nSite search (issue 28): the seeded portal and ${EXTRA_DOCUMENTS} more documents, ${QUERIES} queries (after ${WARM_UP} to warm up), ms\n`,
);
console.log('database     documents  load s   p50 ms   p95 ms   p99 ms   max ms  results');
if (process.env.BENCH_SEARCH_PGLITE !== '0') {
  const pglite = await connect({ pgliteDir: 'memory://' });
  try {
    await measure(pglite, 'PGlite');
  } finally {
    await pglite.close();
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (serverUrl) {
  // BENCH_SEARCH_KEEP names a database to keep after the run (to EXPLAIN its queries).
  await withThrowawayDatabase(serverUrl, process.env.BENCH_SEARCH_KEEP, async (url) => {
    const postgres = await connect({ databaseUrl: url, pgliteDir: '' });
    try {
      await measure(postgres, 'PostgreSQL');
    } finally {
      await postgres.close();
    }
  });
} else {
  console.log('PostgreSQL  (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it)');
}

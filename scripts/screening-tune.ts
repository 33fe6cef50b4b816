// A quick in-memory run of issue 56's TUNING halves (and, with --held-out, the held-out figures
// only) against the shipped UN list: the prefilter keys and the scoring as screenName applies them,
// without a database. For tuning the matcher; `npm run bench:screening` is the measure.
//   npx tsx scripts/screening-tune.ts [--held-out] [--show N]
import { prepareName, lookupKeys, requiredOverlap, type PreparedName } from '../lib/names/prepare';
import { DEFAULT_MIN_SCORE } from '../lib/names/score';
import { screenRecord, subjectFor, type RecordName } from '../lib/names/subject';
import { SHIPPED_UN_LIST } from '../lib/sanctions/shipped-list';
import { parseUnXml } from '../lib/sanctions/un-xml';
import { COMPANY_NAMES_HELD_OUT } from '../tests/fixtures/screening-eval/company-names.held-out';
import { COMPANY_NAMES_TUNING } from '../tests/fixtures/screening-eval/company-names.tuning';
import { PRESS_SPELLINGS_HELD_OUT } from '../tests/fixtures/screening-eval/press-spellings.held-out';
import { PRESS_SPELLINGS_TUNING } from '../tests/fixtures/screening-eval/press-spellings.tuning';
import { ORDINARY_COMPANIES, ORDINARY_PEOPLE } from '../tests/unit/names/jordanian-names';
import { latinVariants } from '../tests/unit/names/latin-variants';

const heldOut = process.argv.includes('--held-out');
const showAt = process.argv.indexOf('--show');
const SHOW = showAt > 0 ? Number(process.argv[showAt + 1]) : 40;
const POSSIBLE = 70;

const un = await parseUnXml(SHIPPED_UN_LIST);
type Name = { record: number; prepared: PreparedName; primary: boolean };
const names: Name[] = [];
un.records.forEach((record, index) => {
  for (const name of record.names)
    names.push({ record: index, prepared: prepareName(name.name), primary: name.isPrimary });
});

function screen(query: string) {
  const q = prepareName(query);
  const subject = subjectFor(q);
  const keys = lookupKeys(q.keys);
  const required = requiredOverlap(q);
  const byRecord = new Map<number, RecordName[]>();
  for (const name of names) {
    const shared = name.prepared.keys.filter((key: string) => keys.includes(key)).length;
    const oneKey = name.prepared.tokens.length === 1 && shared >= 1;
    if (shared < required && !oneKey && name.prepared.text !== q.text) continue;
    const list = byRecord.get(name.record) ?? [];
    list.push({ name: name.prepared, primary: name.primary });
    byRecord.set(name.record, list);
  }
  // As screenName does: a record with a one-word candidate name gets its main name too.
  for (const [index, list] of byRecord) {
    if (!list.some((n) => n.name.tokens.length === 1) || list.some((n) => n.primary)) continue;
    const main = names.find((n) => n.record === index && n.primary);
    if (main) list.push({ name: main.prepared, primary: true });
  }
  const out: { ref: string; name: string; score: number; reason: string; alias: string }[] = [];
  for (const [index, aliases] of byRecord) {
    const record = un.records[index]!;
    const best = screenRecord(subject, aliases, record.kind);
    if (best && best.reason !== 'none' && best.score >= POSSIBLE)
      out.push({ ref: record.reference, name: record.primaryName, ...best });
  }
  return out.sort((a, b) => b.score - a.score || a.ref.localeCompare(b.ref));
}

const pct = (a: number, b: number) => `${a}/${b} = ${((100 * a) / b).toFixed(1)} %`;
const line = (m: ReturnType<typeof screen>) =>
  m[0] ? `${m[0].ref} ${m[0].name} ${m[0].score} ${m[0].reason} [${m[0].alias}]` : 'nothing';

const companies = heldOut ? COMPANY_NAMES_HELD_OUT : COMPANY_NAMES_TUNING;
const press = heldOut ? PRESS_SPELLINGS_HELD_OUT : PRESS_SPELLINGS_TUNING;
let strong = 0;
let possible = 0;
const companyMisses: string[] = [];
for (const { name } of companies) {
  const m = screen(name);
  if (m.some((x) => x.score >= DEFAULT_MIN_SCORE)) {
    strong += 1;
    companyMisses.push(`  strong: ${name} → ${line(m)}`);
  } else if (m.length > 0) {
    possible += 1;
    companyMisses.push(`  possible: ${name} → ${line(m)}`);
  }
}
let found = 0;
let foundPossible = 0;
const pressMisses: string[] = [];
for (const { name, reference } of press) {
  const m = screen(name);
  const top = m.slice(0, 3);
  const strongTop = m.filter((x) => x.score >= DEFAULT_MIN_SCORE).slice(0, 3);
  if (strongTop.some((x) => x.ref === reference)) found += 1;
  else pressMisses.push(`  missed: ${name} (${reference}) → ${line(m)}`);
  if (top.some((x) => x.ref === reference)) foundPossible += 1;
}
const half = heldOut ? 'HELD OUT' : 'tuning';
console.log(
  `companies ${half}: strong ${pct(strong, companies.length)}, possible only ${possible}`,
);
console.log(
  `press ${half}: strong top 3 ${pct(found, press.length)}; any band ${pct(foundPossible, press.length)}`,
);
if (!heldOut) {
  for (const miss of companyMisses.slice(0, SHOW)) console.log(miss);
  for (const miss of pressMisses.slice(0, SHOW)) console.log(miss);
}
if (process.argv.includes('--recall')) {
  let ordinaryStrong = 0;
  const ordinary = [...ORDINARY_PEOPLE, ...ORDINARY_COMPANIES].flatMap((n) => [n.latin, n.arabic]);
  for (const name of ordinary) {
    const m = screen(name);
    if (m.some((x) => x.score >= DEFAULT_MIN_SCORE)) {
      ordinaryStrong += 1;
      console.log(`  ordinary strong: ${name} → ${line(m)}`);
    }
  }
  let variantsFound = 0;
  let variants = 0;
  let arabicFound = 0;
  let arabic = 0;
  for (const record of un.records) {
    if (record.originalScript && /[\u0600-\u06ff]/.test(record.originalScript)) {
      arabic += 1;
      const m = screen(record.originalScript).filter((x) => x.score >= DEFAULT_MIN_SCORE);
      if (m.slice(0, 3).some((x) => x.ref === record.reference)) arabicFound += 1;
      else
        console.log(`  arabic missed: ${record.originalScript} (${record.reference}) → ${line(m)}`);
    }
    if (record.kind !== 'individual') continue;
    for (const name of latinVariants(record.primaryName)) {
      variants += 1;
      const m = screen(name).filter((x) => x.score >= DEFAULT_MIN_SCORE);
      if (m.slice(0, 3).some((x) => x.ref === record.reference)) variantsFound += 1;
      else console.log(`  variant missed: ${name} (${record.reference}) → ${line(m)}`);
    }
  }
  console.log(`ordinary with a strong match: ${ordinaryStrong}/${ordinary.length}`);
  console.log(
    `arabic: ${pct(arabicFound, arabic)}; latin variants: ${pct(variantsFound, variants)}`,
  );
}

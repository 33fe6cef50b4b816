import { count, eq, sql } from 'drizzle-orm';

import { copyRows, type CopyValue } from '@/lib/db/bulk/copy-rows';
import { tradeAgreements, ukOriginReleases, ukRules, ukRuleSets } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { guardRelease } from '@/lib/imports/release-guard';
import type { ImportLimits } from '@/lib/imports/safe-files';
import { rowsOf } from '@/lib/search/vocabulary-match';

import { allMaterialsCapOf, ruleCapsOf } from './rule-caps';
import { readUkRelease, type UkRelease, UkRulesFormatError } from './rule-files';

// `npm run data:import-rules-uk -- <folder>` and the seed (issue 46): a release of the UK–Jordan
// rules of origin written over the old one in one transaction. The folder is read and checked in
// full first, so a malformed file leaves the database as it was; an exact duplicate set (5208 to
// 5212 "Other" is published three times) is kept once. A release that would remove more than half
// of the sets or of the rules there now is refused, unless forced (issue 56).

/** The UK–Jordan Association Agreement (lib/db/seed/agreements/trade-agreements.ts). */
export const UK_AGREEMENT_ID = 9;

/** The folder shipped with the portal. */
export const SHIPPED_UK_RULES = 'data/rules-of-origin-uk-jordan';

export type UkImportProgress = { phase: 'sets' | 'rules'; done: number; total: number };

export type UkImportResult = { sets: number; rules: number; duplicates: number };

const SOURCE_FILE = 'lib/rules_of_origin/roo_schemes_uk/rule_sets/jordan.json';

function sourceUrlOf(commit: string | null): string {
  const ref = commit ?? 'main';
  return `https://github.com/trade-tariff/trade-tariff-backend/blob/${ref}/${SOURCE_FILE}`;
}

/** The sets without exact repeats, each with its position in the file (1 first). */
function distinctSets(release: UkRelease) {
  const seen = new Set<string>();
  const sets: { position: number; set: UkRelease['ruleSets'][number] }[] = [];
  release.ruleSets.forEach((set, index) => {
    const key = JSON.stringify([set.heading, set.subdivision, set.min, set.max, set.rules]);
    if (seen.has(key)) return;
    seen.add(key);
    sets.push({ position: index + 1, set });
  });
  return sets;
}

export async function importUkRules(
  db: Db,
  folder: string,
  {
    agreementId = UK_AGREEMENT_ID,
    onProgress,
    force = false,
    limits,
  }: {
    agreementId?: number;
    onProgress?: (progress: UkImportProgress) => void;
    /** Replace the rules even when the release would remove most of them (--force). */
    force?: boolean;
    limits?: ImportLimits;
  } = {},
): Promise<UkImportResult> {
  const release = await readUkRelease(folder, { limits });
  const [agreement] = await db
    .select({ id: tradeAgreements.id })
    .from(tradeAgreements)
    .where(eq(tradeAgreements.id, agreementId));
  if (!agreement) throw new UkRulesFormatError(`no agreement ${agreementId} in the database`);
  const sets = distinctSets(release);
  const total = sets.reduce((sum, { set }) => sum + set.rules.length, 0);
  await db.transaction(async (tx) => {
    const [now] = await tx.select({ sets: count() }).from(ukRuleSets);
    const [nowRules] = await tx.select({ rules: count() }).from(ukRules);
    const refuse = (message: string) => new UkRulesFormatError(message);
    guardRelease({ what: 'rule sets', current: now?.sets ?? 0, next: sets.length, force }, refuse);
    guardRelease({ what: 'rules', current: nowRules?.rules ?? 0, next: total, force }, refuse);
    await tx.delete(ukOriginReleases);
    const [stored] = await tx
      .insert(ukOriginReleases)
      .values({
        agreement_id: agreementId,
        source_name_en: 'UK Trade Tariff service: rules of origin, UK–Jordan scheme',
        source_name_ar:
          'خدمة التعرفة الجمركية البريطانية: قواعد المنشأ، نظام المملكة المتحدة والأردن',
        source_url: sourceUrlOf(release.commit),
        source_date: release.date,
        scheme: release.scheme,
        guidance: release.guidance,
      })
      .returning({ id: ukOriginReleases.id });
    if (!stored) throw new Error('the release row was not written');
    // The sets' ids are taken from their sequence as one block, so their rules can name them.
    const [next] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select nextval(pg_get_serial_sequence('uk_rule_sets', 'id'))::int as id`,
      ),
    );
    const first = Number(next?.id ?? 1);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('uk_rule_sets', 'id'), ${first + sets.length})`,
    );
    const setRows = sets.map(({ position, set }, index): CopyValue[] => [
      first + index,
      stored.id,
      position,
      set.heading,
      set.chapter,
      set.subdivision,
      set.min,
      set.max,
    ]);
    const written = await copyRows(
      tx,
      {
        table: 'uk_rule_sets',
        columns: [
          'id',
          'release_id',
          'position',
          'heading',
          'chapter',
          'subdivision',
          'min_code',
          'max_code',
        ],
      },
      setRows,
    );
    onProgress?.({ phase: 'sets', done: written, total: sets.length });
    let done = 0;
    async function* ruleRows(): AsyncGenerator<CopyValue[]> {
      for (const [index, { set }] of sets.entries()) {
        for (const [position, rule] of set.rules.entries()) {
          const caps = ruleCapsOf(rule.rule);
          yield [
            first + index,
            position + 1,
            rule.operator,
            rule.rule,
            JSON.stringify(rule.class),
            allMaterialsCapOf(caps),
            JSON.stringify(caps),
          ];
          done += 1;
          if (done % 100 === 0) onProgress?.({ phase: 'rules', done, total });
        }
      }
    }
    await copyRows(
      tx,
      {
        table: 'uk_rules',
        columns: ['rule_set_id', 'position', 'operator', 'rule_text', 'classes', 'percent', 'caps'],
      },
      ruleRows(),
    );
    onProgress?.({ phase: 'rules', done, total });
  });
  return { sets: sets.length, rules: total, duplicates: release.ruleSets.length - sets.length };
}

/** The seed's and start-up's: the shipped folder, when no release was imported yet. */
export async function importShippedUkRulesIfEmpty(
  db: Db,
  folder: string = SHIPPED_UK_RULES,
): Promise<UkImportResult | null> {
  const [row] = await db.select({ value: count() }).from(ukRuleSets);
  if ((row?.value ?? 0) > 0) return null;
  const [agreement] = await db
    .select({ id: tradeAgreements.id })
    .from(tradeAgreements)
    .where(eq(tradeAgreements.id, UK_AGREEMENT_ID));
  if (!agreement) return null;
  return importUkRules(db, folder);
}

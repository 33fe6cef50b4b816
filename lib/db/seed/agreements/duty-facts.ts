import { readFileSync } from 'node:fs';

import { z } from 'zod';

import type { agreementDutyFacts } from '@/lib/db/schema';
import { arabicSourceName } from '@/lib/sources/arabic-source-names';

import { tradeAgreementsSeed } from './trade-agreements';

// Issue 46: the agreement-wide duty facts as the research found them, sourced
// (data/agreement-facts/duty-facts.json, see its README): each fact's statement in both languages,
// the goods it covers (all, or a range of chapters), its partners, since when it holds and its
// source. A fact naming every partner of the agreement is stored with an empty list (every
// partner); a narrower list (Iraq's own row under GAFTA) is kept, and wins over the others.

const FILE = new URL('../../../../data/agreement-facts/duty-facts.json', import.meta.url);
/** Issue 57: the duties the partner charges outside the agreement (the U.S. Section 232 measures). */
const ADDITIONAL_FILE = new URL(
  '../../../../data/agreement-facts/additional-duties.json',
  import.meta.url,
);

/** Issue 57: duty-facts.json was researched on 2026-11-26; a fact is checked again within 6 months. */
const RESEARCHED_ON = '2026-11-26';
const REVIEW_BY = '2027-05-26';

const sourceShape = z.object({
  name: z.string(),
  name_ar: z.string().optional(),
  url: z.string(),
  date: z.string().nullable(),
});

const factShape = z.object({
  id: z.string(),
  agreement: z.number().int(),
  partners: z.array(z.string().length(2)),
  scope: z.union([
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('chapters'), from: z.number().int(), to: z.number().int() }),
    // Issue 57: a range of digits of the kind's length, with its exceptions.
    z.object({
      kind: z.enum(['chapters', 'headings', 'codes']),
      from: z.string(),
      to: z.string(),
      except: z.array(z.string()),
    }),
  ]),
  duty: z.object({
    kind: z.enum(['free', 'depends', 'rate', 'additional']),
    note_en: z.string(),
    note_ar: z.string(),
    tariff: z.object({ name: z.string(), url: z.string().nullable() }).nullish(),
  }),
  since: z.string().nullable(),
  checked_on: z.string().optional(),
  review_by: z.string().optional(),
  source: sourceShape,
});

type DutyFactSeed = typeof agreementDutyFacts.$inferInsert;

const chapter = (value: number) => String(value).padStart(2, '0');

/** A source's name is the text's title as published, with the portal's Arabic name of it (issue 57). */
const sourceColumns = (source: z.infer<typeof sourceShape>) => ({
  source_name_en: source.name,
  source_name_ar: source.name_ar || arabicSourceName(source.name),
  source_url: source.url,
  source_date: /^\d{4}-\d{2}-\d{2}$/.test(source.date ?? '') ? source.date : null,
});

/** The facts as rows, ids 1… in the file's order. */
export function dutyFactsSeed(): DutyFactSeed[] {
  const read = (file: URL) => z.array(factShape).parse(JSON.parse(readFileSync(file, 'utf8')));
  const facts = [...read(FILE), ...read(ADDITIONAL_FILE)];
  return facts.map((fact, index) => {
    const members = tradeAgreementsSeed.find((agreement) => agreement.id === fact.agreement);
    const everyPartner =
      members !== undefined &&
      members.partners.length === fact.partners.length &&
      members.partners.every((code) => fact.partners.includes(code));
    const scope =
      fact.scope.kind === 'all'
        ? { scope_kind: 'all' as const, scope_from: null, scope_to: null, except_codes: [] }
        : 'except' in fact.scope
          ? {
              scope_kind: fact.scope.kind,
              scope_from: fact.scope.from,
              scope_to: fact.scope.to,
              except_codes: fact.scope.except,
            }
          : {
              scope_kind: 'chapters' as const,
              scope_from: chapter(fact.scope.from),
              scope_to: chapter(fact.scope.to),
              except_codes: [],
            };
    return {
      id: index + 1,
      agreement_id: fact.agreement,
      partners: everyPartner ? [] : [...fact.partners].sort(),
      ...scope,
      duty_kind: fact.duty.kind,
      text_en: fact.duty.note_en,
      text_ar: fact.duty.note_ar,
      tariff_name: fact.duty.tariff?.name ?? '',
      tariff_url: fact.duty.tariff?.url ?? '',
      since: fact.since,
      sample: false,
      ...sourceColumns(fact.source),
      checked_on: fact.checked_on ?? RESEARCHED_ON,
      review_by: fact.review_by ?? REVIEW_BY,
    };
  });
}

import 'server-only';

import type { SavedLandedCost } from '@/features/landed-cost/saved-schemas';
import { fullTranslator } from '@/lib/api/translate';
import { formatHsCode } from '@/lib/hs/hs-code';
import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import { isolateLatinRuns } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import { INCOTERMS, PLAN_SECTIONS, type PlanSection } from '../constants';
import type { NamePair, PortalFacts } from '../portal-facts';
import type { PlanSource } from '../schemas';

// Issue 59: each section filled from what the portal knows, written in the plan's language
// (numbers and dates in its digits), with the sources of every figure it quotes.

export type SectionPrefill = { fields: Record<string, string>; sources: PlanSource[] };
export type PlanPrefill = Record<PlanSection, SectionPrefill>;

const nameIn = (pair: NamePair, locale: Locale) => (locale === 'ar' && pair.ar) || pair.en;
const joinIn = (items: string[], locale: Locale) => items.join(locale === 'ar' ? '، ' : ', ');
const unique = <T>(items: T[]) => [...new Set(items)];

/** The markets of the saved landed costs and assessments, in the order first met. */
export function plannedMarkets(facts: PortalFacts): string[] {
  return unique([
    ...facts.landedCosts.flatMap((cost) => cost.countries),
    ...facts.assessments.map((assessment) => assessment.partner.country_code),
  ]);
}

/** The code the plan is about: the first product's, else a landed cost's or an assessment's. */
export function plannedCode(facts: PortalFacts): string {
  return (
    facts.products.find((product) => product.hs_code)?.hs_code ??
    facts.landedCosts[0]?.hs ??
    facts.assessments[0]?.code.code ??
    ''
  );
}

function countryName(facts: PortalFacts, code: string, locale: Locale): string {
  const known = facts.countryNames[code];
  if (known) return nameIn(known, locale);
  const assessed = facts.assessments.find((a) => a.partner.country_code === code)?.partner;
  return assessed ? nameIn({ en: assessed.name_en, ar: assessed.name_ar }, locale) : code;
}

function costSources(cost: SavedLandedCost, locale: Locale): PlanSource[] {
  const sources: PlanSource[] = [];
  for (const market of cost.answer.markets) {
    for (const line of market.lines) {
      if (!line.source) continue;
      const { name_en, name_ar, url, date, checked_on } = line.source;
      sources.push({
        name: nameIn({ en: name_en, ar: name_ar }, locale),
        url: url || null,
        dated: date ? formatDate(date, locale) : null,
        checkedOn: formatDate(checked_on ?? cost.saved_at, locale),
      });
    }
    for (const rate of market.rates) {
      if (!rate.source) continue;
      const { name_en, name_ar, url, date, checked_on } = rate.source;
      sources.push({
        name: nameIn({ en: name_en, ar: name_ar }, locale),
        url: url || null,
        dated: date ? formatDate(date, locale) : null,
        checkedOn: checked_on ? formatDate(checked_on, locale) : formatDate(cost.saved_at, locale),
      });
    }
  }
  return sources;
}

const dedupe = (sources: PlanSource[]) => {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.name}|${source.url}|${source.dated}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export function prefillPlan(facts: PortalFacts, locale: Locale): PlanPrefill {
  const t = fullTranslator(locale);
  const money = (amount: number) =>
    formatNumber(amount, locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const empty = (): SectionPrefill => ({ fields: {}, sources: [] });
  const plan = Object.fromEntries(PLAN_SECTIONS.map((s) => [s, empty()])) as PlanPrefill;

  const { company } = facts;
  const name = company.trading_name || company.registered_name;
  plan.business.fields.summary = t('ExportPlan.prefill.business', {
    name,
    registered: company.registered_name,
    website: company.website || '—',
  });

  const product = facts.products[0];
  const code = plannedCode(facts);
  if (product) plan.product.fields.product = nameIn(product.name, locale);
  if (code) plan.product.fields.hs_code = formatHsCode(code);

  const markets = plannedMarkets(facts);
  if (markets.length > 0) {
    plan.markets.fields.markets = joinIn(
      markets.map((market) => countryName(facts, market, locale)),
      locale,
    );
  }

  if (facts.assessments.length > 0) {
    plan.access.fields.origin = facts.assessments
      .map((a) =>
        t('ExportPlan.prefill.assessment', {
          partner: nameIn({ en: a.partner.name_en, ar: a.partner.name_ar }, locale),
          agreement: nameIn({ en: a.agreement.title_eng, ar: a.agreement.title_ara }, locale),
          code: formatHsCode(a.code.code),
          outcome: t(`ExportPlan.prefill.outcomes.${a.outcome}`),
          date: formatDate(a.assessed_at, locale),
        }),
      )
      .join('\n');
    plan.access.sources = facts.assessments.map((a) => ({
      name: t('ExportPlan.prefill.assessmentSource', {
        agreement: nameIn({ en: a.agreement.title_eng, ar: a.agreement.title_ara }, locale),
      }),
      url: null,
      dated: formatDate(a.assessed_at, locale),
      checkedOn: formatDate(a.assessed_at, locale),
    }));
  }

  if (facts.landedCosts.length > 0) {
    const lines = facts.landedCosts.flatMap((cost) =>
      cost.answer.markets.map((market) =>
        market.total_jod === null
          ? t('ExportPlan.prefill.landedUnknown', {
              market: countryName(facts, market.country, locale),
              code: formatHsCode(cost.hs),
            })
          : t('ExportPlan.prefill.landed', {
              market: countryName(facts, market.country, locale),
              code: formatHsCode(cost.hs),
              total: money(market.total_jod),
              incoterm: cost.answer.incoterm,
              date: formatDate(cost.saved_at, locale),
            }),
      ),
    );
    plan.costs.fields.landed = lines.join('\n');
    plan.costs.sources = dedupe(facts.landedCosts.flatMap((cost) => costSources(cost, locale)));
    const incoterm = facts.landedCosts[0]!.answer.incoterm;
    if ((INCOTERMS as readonly string[]).includes(incoterm))
      plan.payment.fields.incoterm = incoterm;
  }

  if (facts.leads.length > 0) {
    plan.buyers.fields.buyers = facts.leads
      .map((lead) =>
        t('ExportPlan.prefill.lead', {
          title: nameIn(lead.title, locale),
          buyer: nameIn(lead.buyer, locale) || t('ExportPlan.prefill.unnamedBuyer'),
          country: nameIn(lead.country, locale),
          deadline: formatDate(lead.deadline, locale),
        }),
      )
      .join('\n');
  }
  // A prefilled text is plain text (a text box, the PDF): on Arabic plans its Latin runs (names,
  // codes, addresses) are isolated so their punctuation stays with them.
  for (const section of Object.values(plan)) {
    for (const [key, value] of Object.entries(section.fields)) {
      if (typeof value === 'string') section.fields[key] = isolateLatinRuns(value, locale);
    }
  }
  return plan;
}

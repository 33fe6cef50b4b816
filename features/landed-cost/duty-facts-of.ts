import { appliesNow } from '@/features/market-access/applicable-terms';
import type { MfnTariff } from '@/features/market-access/mfn-schemas';
import type { MarketAccessAnswer } from '@/features/market-access/schemas';

import type { FigureSource } from './answer-schema';

// The duties a landed cost reads from the market-access answer (issue 58): the preference of an
// agreement in force, the general (MFN) duty where an imported tariff or the tariff provider
// gives it as a plain percentage, the additional duties the answer names (Section 232) with the
// percentage their text states. Pure: the unit tests build the answer by hand.

export type Preference = {
  kind: 'free' | 'rate' | 'depends' | null;
  agreement_en: string;
  agreement_ar: string;
  text_en: string;
  text_ar: string;
  source: FigureSource;
};

export type MfnDuty = {
  /** Percent of the customs value; null when the tariff writes it otherwise (¢/kg, compound). */
  rate: number | null;
  text: string;
  source: FigureSource;
};

export type AdditionalCharge = {
  /** Percent of the customs value the fact's text states; null when it states none. */
  rate: number | null;
  partial: boolean;
  text_en: string;
  text_ar: string;
  source: FigureSource;
};

export type DutyFacts = {
  preference: Preference | null;
  mfn: MfnDuty | null;
  additional: AdditionalCharge[];
  /** The partner's official tariff, where the exporter can read the duty themselves. */
  tariff_link: { name: string; url: string } | null;
};

export const NO_DUTY_FACTS: DutyFacts = {
  preference: null,
  mfn: null,
  additional: [],
  tariff_link: null,
};

/**
 * A source as the answer carries it: name, address, the day the figure holds from, and the day it
 * was checked (the source's own `checked_on`, else the day it was fetched or imported).
 */
const figureSource = (
  source: { name_en: string; name_ar: string; url: string; checked_on?: string | null },
  date: string | null,
  fetchedOn: string | null = null,
): FigureSource => ({
  name_en: source.name_en,
  name_ar: source.name_ar,
  url: source.url,
  date,
  checked_on: source.checked_on ?? fetchedOn,
});

/** "16.5%", "0.00 %", "Free": a plain ad valorem rate in percent; null for anything else. */
export function adValoremOf(text: string): number | null {
  const trimmed = text.trim();
  if (/^free$/i.test(trimmed)) return 0;
  const match = /^(\d+(?:\.\d+)?)\s*%$/.exec(trimmed);
  return match ? Number(match[1]) : null;
}

/** The percentage of the customs value an additional duty's text states ("50 % of the customs value"). */
export function additionalRateOf(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*%\s*of the customs value/i.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * The kind of an entered duty: an agreement-wide fact states it; a heading's own row (kind null)
 * says it in words, read as free when they begin "Free" or "0 %" (the seed's "Free (0 %) into the
 * United States"), else left to its words.
 */
export function dutyKindOf(duty: { kind: string | null; text_en: string }): Preference['kind'] {
  if (duty.kind === 'free' || duty.kind === 'rate' || duty.kind === 'depends') return duty.kind;
  if (duty.kind === null && /^\s*(free\b|0(\.0+)?\s*%)/i.test(duty.text_en)) return 'free';
  return null;
}

/** The imported tariff's general rate when every line under the code has the same plain one. */
function mfnOfTariff(tariff: MfnTariff | null | undefined): MfnDuty | null {
  if (!tariff || tariff.status !== 'lines' || !tariff.source || tariff.lines.length === 0) {
    return null;
  }
  const rates = [...new Set(tariff.lines.map((line) => line.general.trim()))];
  const source = {
    name_en: `${tariff.source.name}${tariff.source.edition ? ` (${tariff.source.edition})` : ''}`,
    name_ar: tariff.source.name,
    url: tariff.source.url,
    date: tariff.source.file_date ?? tariff.source.imported_at.slice(0, 10),
    checked_on: tariff.source.imported_at.slice(0, 10),
  };
  const text = rates.join(' / ');
  const rate =
    rates.length === 1 && tariff.total === tariff.lines.length ? adValoremOf(text) : null;
  return { rate, text, source };
}

/** The duties a landed cost needs, from a market-access answer (with its provider and MFN parts). */
export function dutyFactsOf(answer: MarketAccessAnswer): DutyFacts {
  const inForce = answer.agreements.filter((agreement) =>
    appliesNow(agreement.legal_status.status),
  );
  const withDuty = inForce.find((agreement) => agreement.preferential_duty);
  const preferred = inForce.find(
    (agreement) =>
      agreement.preferential_duty && dutyKindOf(agreement.preferential_duty) === 'free',
  );
  const chosen = preferred ?? withDuty;
  const duty = chosen?.preferential_duty ?? null;
  const preference: Preference | null =
    chosen && duty
      ? {
          kind: dutyKindOf(duty),
          agreement_en: chosen.title_eng,
          agreement_ar: chosen.title_ara,
          text_en: duty.text_en,
          text_ar: duty.text_ar,
          source: figureSource(duty.source, duty.since ?? duty.source.date),
        }
      : null;

  const provider = inForce.find((agreement) => agreement.tariff?.mfn)?.tariff ?? null;
  const mfn =
    mfnOfTariff(answer.mfn_tariff) ??
    (provider?.mfn
      ? {
          rate: adValoremOf(provider.mfn.text),
          text: provider.mfn.text,
          source: figureSource(
            provider.source,
            provider.retrieved_at.slice(0, 10),
            provider.retrieved_at.slice(0, 10),
          ),
        }
      : null);

  const seen = new Set<string>();
  const additional = inForce
    .flatMap((agreement) => agreement.additional_duties ?? [])
    .filter((fact) => !seen.has(fact.text_en) && !!seen.add(fact.text_en))
    .map((fact) => ({
      rate: additionalRateOf(fact.text_en),
      partial: fact.partial,
      text_en: fact.text_en,
      text_ar: fact.text_ar,
      source: figureSource(fact.source, fact.since ?? fact.source.date),
    }));

  const tariff_link =
    answer.agreements.map((agreement) => agreement.preferential_duty?.tariff).find(Boolean) ??
    (answer.mfn_tariff?.source
      ? { name: answer.mfn_tariff.source.name, url: answer.mfn_tariff.source.url }
      : null);
  return { preference, mfn, additional, tariff_link };
}

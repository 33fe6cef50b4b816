import type { CostLine, MarketCost, NoteKey, UnknownKey } from './answer-schema';
import { costLine } from './cost-line';
import { roundMoney } from './currency';
import type { DutyFacts } from './duty-facts-of';

// The duty lines of a landed cost (issue 58). The preference where the agreement's answer is
// "free" and the goods qualify (the exporter says so, or their saved self-assessment does); else
// the general (MFN) duty where the partner's imported tariff or the tariff provider gives it as a
// percentage; else the rate (or specific duty) the exporter entered; else unknown, with the link
// to the partner's tariff. The additional duties the answer names are charged on top of either.

export type DutyInput = {
  duty_rate?: number;
  duty_amount?: number;
  duty_per?: number;
  quantity?: number;
  unit: string;
  /** The exporter says the goods qualify. */
  qualifies: boolean;
  /** The member's saved self-assessment for the code and market says "likely qualifies". */
  assessed: boolean;
};

export type DutyLines = {
  lines: CostLine[];
  basis: MarketCost['duty_basis'];
  unknown: UnknownKey[];
  notes: NoteKey[];
};

const percentOf = (rate: number, base: number | null, currency: string) =>
  base === null ? null : roundMoney((base * rate) / 100, currency);

/** The exporter's own duty: a rate on the customs value, a specific duty, or both (compound). */
function enteredLines(input: DutyInput, customs: number | null, currency: string): CostLine[] {
  const lines: CostLine[] = [];
  if (input.duty_rate !== undefined) {
    lines.push(
      costLine('duty_entered', 'plus', percentOf(input.duty_rate, customs, currency), {
        rate: input.duty_rate,
        base: customs,
      }),
    );
  }
  if (input.duty_amount !== undefined && input.quantity !== undefined) {
    const per = input.duty_per ?? 1;
    const amount = roundMoney((input.duty_amount * input.quantity) / per, currency);
    lines.push(
      costLine('duty_specific', 'plus', amount, {
        specific: { amount: input.duty_amount, per, quantity: input.quantity, unit: input.unit },
      }),
    );
  }
  return lines;
}

function mainDuty(
  facts: DutyFacts,
  input: DutyInput,
  customs: number | null,
  currency: string,
): DutyLines {
  const { preference, mfn } = facts;
  const entered = enteredLines(input, customs, currency);
  const notes: NoteKey[] = [];
  if (preference?.kind === 'free' && (input.qualifies || input.assessed)) {
    if (!input.qualifies) notes.push('preferenceAssessed');
    if (entered.length > 0) notes.push('enteredNotUsed');
    const line = costLine('duty_preference', 'plus', 0, {
      rate: 0,
      base: customs,
      text_en: `${preference.agreement_en}: ${preference.text_en}`,
      text_ar: `${preference.agreement_ar}: ${preference.text_ar}`,
      source: preference.source,
    });
    return { lines: [line], basis: 'preference', unknown: [], notes };
  }
  if (preference?.kind === 'free') notes.push('preferenceIfQualifies');
  if (preference?.kind === 'depends') notes.push('preferenceDepends');
  if (mfn && mfn.rate !== null) {
    if (entered.length > 0) notes.push('enteredNotUsed');
    const line = costLine('duty_mfn', 'plus', percentOf(mfn.rate, customs, currency), {
      rate: mfn.rate,
      base: customs,
      text_en: mfn.text,
      text_ar: mfn.text,
      source: mfn.source,
    });
    return { lines: [line], basis: 'mfn', unknown: [], notes };
  }
  if (mfn) notes.push('mfnNotAdValorem');
  if (entered.length > 0) return { lines: entered, basis: 'entered', unknown: [], notes };
  return {
    lines: [
      costLine('duty_unknown', 'plus', null, {
        text_en: mfn?.text ?? null,
        text_ar: mfn?.text ?? null,
      }),
    ],
    basis: 'unknown',
    unknown: ['duty'],
    notes,
  };
}

/** The duty lines on `customs` (null: the customs value is not known). */
export function dutyLinesOf(
  facts: DutyFacts,
  input: DutyInput,
  customs: number | null,
  currency: string,
): DutyLines {
  const main = mainDuty(facts, input, customs, currency);
  const unknown = [...main.unknown];
  const notes = [...main.notes];
  const additional = facts.additional.map((charge) => {
    if (charge.rate === null && !unknown.includes('additional_duty')) {
      unknown.push('additional_duty');
    }
    if (charge.partial && !notes.includes('partialAdditional')) notes.push('partialAdditional');
    return costLine(
      charge.partial ? 'additional_duty_partial' : 'additional_duty',
      charge.partial ? 'info' : 'plus',
      charge.rate === null ? null : percentOf(charge.rate, customs, currency),
      {
        rate: charge.rate,
        base: customs,
        text_en: charge.text_en,
        text_ar: charge.text_ar,
        source: charge.source,
      },
    );
  });
  return { lines: [...main.lines, ...additional], basis: main.basis, unknown, notes };
}

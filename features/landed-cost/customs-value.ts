import type { CostLine, NoteKey, UnknownKey } from './answer-schema';
import type { Incoterm } from './constants';
import { costLine, sumOf } from './cost-line';
import { roundMoney } from './currency';

// The customs value on the market's own basis (issue 58), from the price on its incoterm and the
// freight and insurance given. A CIF market adds to an EXW or FOB price the freight and the
// insurance (to a CFR price the insurance); an FOB market (the United States) takes them off a
// CFR, CIF, DAP or DDP price. A figure needed and not given leaves the value unknown, said so.

export type CustomsBasis = 'CIF' | 'FOB';

export type ValueInput = {
  value: number;
  incoterm: Incoterm;
  freight?: number;
  insurance?: number;
};

export type CustomsValue = {
  lines: CostLine[];
  /** The customs value; null when a figure it needs is missing. */
  customs: number | null;
  /** For an FOB market, the carriage added after the duty and tax to reach the border. */
  carriage: CostLine[];
  unknown: UnknownKey[];
  notes: NoteKey[];
};

/** Whether the price includes the international freight (and the insurance). */
const INCLUDES: Record<Incoterm, { freight: boolean; insurance: boolean }> = {
  EXW: { freight: false, insurance: false },
  FOB: { freight: false, insurance: false },
  CFR: { freight: true, insurance: false },
  CIF: { freight: true, insurance: true },
  DAP: { freight: true, insurance: true },
  DDP: { freight: true, insurance: true },
};

const INCOTERM_NOTES: Partial<Record<Incoterm, NoteKey>> = {
  EXW: 'exwInland',
  DAP: 'dapBeyondBorder',
  DDP: 'ddpExcludes',
};

export function customsValueOf(
  input: ValueInput,
  basis: CustomsBasis,
  currency: string,
): CustomsValue {
  const money = (value: number | undefined) =>
    value === undefined ? null : roundMoney(value, currency);
  const freight = money(input.freight);
  const insurance = money(input.insurance);
  const price = roundMoney(input.value, currency);
  const includes = INCLUDES[input.incoterm];
  const unknown: UnknownKey[] = [];
  const note = INCOTERM_NOTES[input.incoterm];
  const notes: NoteKey[] = note ? [note] : [];
  const lines: CostLine[] = [costLine('price', 'plus', price)];
  const carriage: CostLine[] = [];
  const need = (key: 'freight' | 'insurance', amount: number | null) => {
    if (amount === null && !unknown.includes(key)) unknown.push(key);
  };

  if (basis === 'CIF') {
    if (!includes.freight) {
      need('freight', freight);
      lines.push(costLine('add_freight', 'plus', freight));
    }
    if (!includes.insurance) {
      need('insurance', insurance);
      lines.push(costLine('add_insurance', 'plus', insurance));
    }
  } else {
    // FOB basis: the carriage is taken off the price for the customs value, and added back after
    // the duty and the tax, since the landed cost is the goods at the market's border.
    if (includes.freight) {
      need('freight', freight);
      lines.push(costLine('less_freight', 'minus', freight));
    }
    if (includes.insurance) {
      need('insurance', insurance);
      lines.push(costLine('less_insurance', 'minus', insurance));
    }
    need('freight', freight);
    need('insurance', insurance);
    carriage.push(costLine('carriage_freight', 'plus', freight));
    carriage.push(costLine('carriage_insurance', 'plus', insurance));
  }
  const signed = lines.map((line) =>
    line.amount === null ? null : line.op === 'minus' ? -line.amount : line.amount,
  );
  const sum = sumOf(signed);
  const customs = sum === null ? null : roundMoney(sum, currency);
  lines.push(costLine('customs_value', 'equals', customs));
  return { lines, customs, carriage, unknown, notes };
}

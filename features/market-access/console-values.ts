import { ORIGIN_PROOFS } from './constants';
import type { GeneralOriginRule, OriginProof, Source, TariffShift, ValueKind } from './schemas';
import type { StaffHeadingTerms, StaffLegalStatus } from './staff-schemas';

// Issue 37, market access in the console: the forms hold text (an empty choice or day is "not
// entered"); these turn a stored record into a form's values and the values into the API's body,
// whose schemas (./schemas.ts, ./staff-schemas.ts) decide what is valid.

export type SourceValues = {
  name_en: string;
  name_ar: string;
  url: string;
  date: string;
  /** Issue 57: when the figure was checked, and by when it must be checked again. */
  checked_on: string;
  review_by: string;
};

export const sourceValuesOf = (source: Source | null): SourceValues => ({
  name_en: source?.name_en ?? '',
  name_ar: source?.name_ar ?? '',
  url: source?.url ?? '',
  date: source?.date ?? '',
  checked_on: source?.checked_on ?? '',
  review_by: source?.review_by ?? '',
});
const dayOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
export const sourceInputOf = (values: SourceValues) => ({
  ...values,
  date: dayOrNull(values.date),
  checked_on: dayOrNull(values.checked_on),
  review_by: dayOrNull(values.review_by),
});

export type HeadingValues = {
  hs_code: string;
  preferential_duty_en: string;
  preferential_duty_ar: string;
  specific_rule_en: string;
  specific_rule_ar: string;
  sample: boolean;
  source: SourceValues;
};

export const headingValuesOf = (row: StaffHeadingTerms | null): HeadingValues => ({
  hs_code: row?.hs_code ?? '',
  preferential_duty_en: row?.preferential_duty_en ?? '',
  preferential_duty_ar: row?.preferential_duty_ar ?? '',
  specific_rule_en: row?.specific_rule_en ?? '',
  specific_rule_ar: row?.specific_rule_ar ?? '',
  sample: row?.sample ?? false,
  source: sourceValuesOf(row?.source ?? null),
});

export const headingInputOf = (values: HeadingValues) => ({
  ...values,
  source: sourceInputOf(values.source),
});

export type RuleValues = {
  value_kind: ValueKind | '';
  value_percent: string;
  tariff_shift: TariffShift | '';
  cumulation_en: string;
  cumulation_ar: string;
  /** The partners' alpha-2 codes, separated by commas or spaces. */
  cumulation_partners: string;
  proofs: OriginProof[];
  notes_en: string;
  notes_ar: string;
  source: SourceValues;
};

export const ruleValuesOf = (rule: GeneralOriginRule | null): RuleValues => ({
  value_kind: rule?.value_kind ?? '',
  value_percent: rule?.value_percent === null || !rule ? '' : String(rule.value_percent),
  tariff_shift: rule?.tariff_shift ?? '',
  cumulation_en: rule?.cumulation_en ?? '',
  cumulation_ar: rule?.cumulation_ar ?? '',
  cumulation_partners: rule?.cumulation_partners.join(', ') ?? '',
  proofs: rule?.proofs ?? [],
  notes_en: rule?.notes_en ?? '',
  notes_ar: rule?.notes_ar ?? '',
  source: sourceValuesOf(rule?.source ?? null),
});

/** A percent as typed (a comma or Arabic-Indic digits read too); text that is no number stays. */
function percentOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const western = trimmed
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[,٫]/, '.');
  const value = Number(western);
  return Number.isFinite(value) ? value : trimmed;
}

export const ruleInputOf = (values: RuleValues) => ({
  ...values,
  value_kind: values.value_kind === '' ? null : values.value_kind,
  value_percent: percentOf(values.value_percent),
  tariff_shift: values.tariff_shift === '' ? null : values.tariff_shift,
  cumulation_partners: values.cumulation_partners.split(/[\s,،]+/).filter((code) => code !== ''),
  // None ticked is "not entered", never "none needed".
  proofs:
    values.proofs.length === 0 ? null : ORIGIN_PROOFS.filter((p) => values.proofs.includes(p)),
  source: sourceInputOf(values.source),
});

export type LegalStatusValues = {
  legal_status: StaffLegalStatus['legal_status'];
  note_en: string;
  note_ar: string;
  source: SourceValues;
};

export const legalValuesOf = (status: StaffLegalStatus): LegalStatusValues => ({
  legal_status: status.legal_status,
  note_en: status.note_en,
  note_ar: status.note_ar,
  source: sourceValuesOf(status.source),
});

export const legalInputOf = (values: LegalStatusValues) => ({
  ...values,
  source: sourceInputOf(values.source),
});

/** A refused import's problems, by line: `line.{n}` or `line.{n}.{field}`, or the file's (`csv`). */
export type ImportProblem = { line: number | null; field: string | null; messages: string[] };

export function importProblemsOf(errors: Record<string, string[]>): ImportProblem[] {
  return Object.entries(errors)
    .map(([key, messages]) => {
      const match = /^line\.(\d+)(?:\.(.+))?$/.exec(key);
      return match
        ? { line: Number(match[1]), field: match[2] ?? null, messages }
        : { line: null, field: null, messages };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

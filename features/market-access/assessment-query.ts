import { type AssessmentAnswersInput, assessmentAnswersSchema } from './assessment-schemas';
import { assessmentPath } from './constants';

// The self-assessment page's query (issue 37): its GET form sends `agreement`, `non` (the share of
// non-originating materials), `cum` (the part from cumulation partners), `from` (each of those
// partners) and `change` (how far the classification changes); issue 46: `set` (the chosen rule set
// of a product-specific rule), `r1`…`r10` (the answer to each of its rules' conditions) and
// `assembled` (the US textile rule). Read as the API reads the answers;
// a field that does not hold is said back beside it with the form filled as it was sent.

export type SearchParams = Record<string, string | string[] | undefined>;

export type AssessmentForm = {
  non: string;
  cum: string;
  from: string[];
  change: string;
  set: string;
  /** The answers to the chosen set's rules, `r1` first ('' when not given). */
  rules: string[];
  assembled: string;
};

const RULE_FIELDS = 10;

export type AssessmentQuery = {
  agreementId: number | null;
  form: AssessmentForm;
  /** The answers when the form was sent and every one holds. */
  answers: AssessmentAnswersInput | null;
  /** The message key of each field that does not hold (`non`, `cum`, `from`, `change`…). */
  errors: Partial<Record<keyof AssessmentForm, string>>;
};

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';
const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** A share as typed: Arabic-Indic digits, an Arabic or a comma decimal separator, a % sign. */
function shareOf(text: string): number | undefined {
  const latin = text
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/[\u066b,]/g, '.')
    .replace(/[%\u066a\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(latin)) return latin === '' ? undefined : Number.NaN;
  return Number(latin);
}

const FIELDS: Record<string, keyof AssessmentForm> = {
  non_originating_percent: 'non',
  cumulation_percent: 'cum',
  cumulation_countries: 'from',
  classification_change: 'change',
  rule_set: 'set',
  rule_answers: 'rules',
  wholly_assembled: 'assembled',
};

/** The rule answers as sent: none given is none; a gap before a given one is "not sure". */
function ruleAnswersOf(rules: string[]): string[] | undefined {
  const last = rules.findLastIndex((value) => value !== '');
  return last < 0 ? undefined : rules.slice(0, last + 1).map((value) => value || 'not_sure');
}

export function assessmentQueryOf(params: SearchParams): AssessmentQuery {
  const agreement = first(params.agreement);
  const agreementId = /^\d{1,9}$/.test(agreement) ? Number(agreement) : null;
  const form: AssessmentForm = {
    non: first(params.non).slice(0, 20),
    cum: first(params.cum).slice(0, 20),
    from: all(params.from).slice(0, 100),
    change: first(params.change).slice(0, 20),
    set: first(params.set).slice(0, 4),
    rules: Array.from({ length: RULE_FIELDS }, (_, index) =>
      first(params[`r${index + 1}`]).slice(0, 10),
    ),
    assembled: first(params.assembled).slice(0, 10),
  };
  if (params.non === undefined && params.change === undefined) {
    return { agreementId, form, answers: null, errors: {} };
  }
  const parsed = assessmentAnswersSchema.safeParse({
    non_originating_percent: shareOf(form.non),
    cumulation_percent: shareOf(form.cum) ?? 0,
    cumulation_countries: form.from,
    classification_change: form.change,
    rule_set: form.set === '' ? undefined : /^\d+$/.test(form.set) ? Number(form.set) : -1,
    rule_answers: ruleAnswersOf(form.rules),
    wholly_assembled: form.assembled === '' ? undefined : form.assembled,
  });
  if (parsed.success) return { agreementId, form, answers: parsed.data, errors: {} };
  const errors: AssessmentQuery['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS[String(issue.path[0])];
    if (field && !errors[field]) {
      errors[field] = issue.message.includes('.') ? issue.message : 'rules.required';
    }
  }
  if (errors.non && form.non.trim() === '') errors.non = 'rules.required';
  if (errors.change && form.change === '') errors.change = 'rules.required';
  return { agreementId, form, answers: null, errors };
}

/**
 * The assessment page's address with `answers` in its query, as its form sends them: a saved
 * assessment reopens the page with the same answers, which it reads back with assessmentQueryOf.
 */
export function answeredAssessmentPath(
  code: string,
  country: string,
  agreementId: number,
  answers: AssessmentAnswersInput,
): string {
  const query = new URLSearchParams({ non: String(answers.non_originating_percent) });
  if (answers.cumulation_percent > 0) query.set('cum', String(answers.cumulation_percent));
  for (const from of answers.cumulation_countries) query.append('from', from);
  query.set('change', answers.classification_change);
  if (answers.rule_set !== undefined) query.set('set', String(answers.rule_set));
  answers.rule_answers?.forEach((answer, index) => query.set(`r${index + 1}`, answer));
  if (answers.wholly_assembled) query.set('assembled', answers.wholly_assembled);
  return `${assessmentPath(code, country, agreementId)}&${query.toString()}`;
}

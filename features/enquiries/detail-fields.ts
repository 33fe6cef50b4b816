import type { StoredAnswer } from '@/features/enquiries/answer-schemas';
import { ENQUIRY_TYPES, type LookupName } from '@/features/enquiries/schemas';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

/** One line of "what you sent": `label` is a key of `EnquiryForm.fields`. */
export type DetailField = {
  field: string;
  label: string;
  value: { kind: 'text'; text: string } | { kind: 'yes' } | { kind: 'no' };
};

// The order the forms ask in; `enq_type` and `date` are shown in the heading, not here.
const FIELD_ORDER = [
  'name',
  'job_title',
  'positions',
  'company',
  'email',
  'phone',
  'phone2',
  'industry',
  'country',
  'type_of_client',
  'barriers',
  'subject',
  'description',
  'contact_email',
  'agreements',
] as const;

// part 2 §3: the trade barrier form asks for the city phone and the country of the barrier.
const LABEL_OVERRIDES: Partial<Record<number, Record<string, string>>> = {
  [ENQUIRY_TYPES.tradeBarrier]: { phone: 'city_phone', country: 'barrier_country' },
};

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * The submitted fields of an enquiry in the forms' order, each with its label key; a lookup id is
 * shown by its name in the page's language (the id itself when the lookup is gone), the agreement
 * as yes or no. Empty optional fields and fields no form has are left out.
 */
export function detailFields(
  data: Record<string, unknown>,
  labels: Record<string, LookupName | undefined>,
  locale: Locale,
): DetailField[] {
  const enqType = Number(data.enq_type);
  const overrides = LABEL_OVERRIDES[enqType] ?? {};
  const fields: DetailField[] = [];
  for (const field of FIELD_ORDER) {
    if (!(field in data)) continue;
    const raw = data[field];
    const label = overrides[field] ?? field;
    if (field === 'agreements') {
      fields.push({ field, label, value: { kind: raw === true ? 'yes' : 'no' } });
      continue;
    }
    const lookup = labels[field];
    const text = lookup ? pick(lookup, 'name', locale) || textOf(raw) : textOf(raw);
    if (text) fields.push({ field, label, value: { kind: 'text', text } });
  }
  return fields;
}

export type AnswerSection<T extends StoredAnswer> = {
  section: string;
  answers: T[];
  sum: number;
};

/** The readiness answers grouped by section in the order they were given, each with its sum. */
export function groupAnswers<T extends StoredAnswer>(
  answers: readonly T[],
  locale: Locale,
): AnswerSection<T>[] {
  const sections = new Map<string, AnswerSection<T>>();
  for (const answer of answers) {
    const section = pick(
      { section_eng: answer.section_eng ?? '', section_ara: answer.section_ara ?? '' },
      'section',
      locale,
    );
    const group = sections.get(section) ?? { section, answers: [], sum: 0 };
    group.answers.push(answer);
    group.sum += answer.points;
    sections.set(section, group);
  }
  return [...sections.values()];
}

/** The question's text in the page's language, or '' when the answer does not carry it. */
export function questionOf(answer: StoredAnswer, locale: Locale): string {
  return pick(
    { question_eng: answer.question_eng ?? '', question_ara: answer.question_ara ?? '' },
    'question',
    locale,
  );
}

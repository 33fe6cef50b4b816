import { type SourceValues, sourceInputOf, sourceValuesOf } from './console-values';
import type { StaffDutyFact } from './duty-fact-schemas';
import type { DutyKind, ScopeKind } from './duty-fact-scope';

// Issue 46, market access in the console: a duty fact's form holds text (lists separated by
// spaces, an empty bound or day "not entered"); these turn a stored fact into the form's values,
// the values into the API's body, and the API's field names into the form's.

export type DutyFactValues = {
  partners: string;
  scope_kind: ScopeKind;
  scope_from: string;
  scope_to: string;
  except: string;
  duty_kind: DutyKind;
  text_en: string;
  text_ar: string;
  tariff_name: string;
  tariff_url: string;
  since: string;
  sample: boolean;
  source: SourceValues;
};

export const dutyFactValuesOf = (row: StaffDutyFact | null): DutyFactValues => ({
  partners: row?.scope.partners.join(' ') ?? '',
  scope_kind: row?.scope.kind ?? 'all',
  scope_from: row?.scope.from ?? '',
  scope_to: row?.scope.to ?? '',
  except: row?.scope.except.join(' ') ?? '',
  duty_kind: row?.duty_kind ?? 'free',
  text_en: row?.text_en ?? '',
  text_ar: row?.text_ar ?? '',
  tariff_name: row?.tariff.name ?? '',
  tariff_url: row?.tariff.url ?? '',
  since: row?.since ?? '',
  sample: row?.sample ?? false,
  source: sourceValuesOf(row?.source ?? null),
});

const words = (text: string) => text.split(/[\s,;]+/).filter((item) => item !== '');
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export const dutyFactInputOf = (values: DutyFactValues) => ({
  partners: words(values.partners),
  scope: {
    kind: values.scope_kind,
    from: orNull(values.scope_from),
    to: orNull(values.scope_to),
    except: words(values.except),
  },
  duty_kind: values.duty_kind,
  text_en: values.text_en,
  text_ar: values.text_ar,
  tariff: { name: values.tariff_name, url: values.tariff_url },
  since: orNull(values.since),
  sample: values.sample,
  source: sourceInputOf(values.source),
});

type FormField = Exclude<keyof DutyFactValues, 'source'> | `source.${keyof SourceValues}`;

const FORM_FIELDS: Readonly<Record<string, FormField>> = {
  partners: 'partners',
  'scope.kind': 'scope_kind',
  'scope.from': 'scope_from',
  'scope.to': 'scope_to',
  'scope.except': 'except',
  duty_kind: 'duty_kind',
  text_en: 'text_en',
  text_ar: 'text_ar',
  'tariff.name': 'tariff_name',
  'tariff.url': 'tariff_url',
  since: 'since',
  sample: 'sample',
  'source.name_en': 'source.name_en',
  'source.name_ar': 'source.name_ar',
  'source.url': 'source.url',
  'source.date': 'source.date',
};

/** The form's field of an API error's field (`scope.except.2` → `except`); undefined if none. */
export const dutyFactFormField = (field: string): FormField | undefined =>
  FORM_FIELDS[field] ?? FORM_FIELDS[field.replace(/\.\d+$/, '')];

import { hsCodesOfText } from '../../hs-code-list';
import type { BarrierFormValues, BarrierInput, BarrierPrefill, StaffBarrier } from '../../schemas';

// The entry form's values (issue 39 part 3): a new entry's (from a barrier report when given),
// or those of the one edited; and the API's input from what was typed.

const EMPTY: BarrierFormValues = {
  title_eng: '',
  title_ara: '',
  summary_eng: '',
  summary_ara: '',
  country_id: null,
  bloc_id: null,
  industry_id: null,
  barrier_type_id: null,
  hs_codes: '',
  status: 'open',
  status_date: '',
  source_enquiry_id: null,
};

/** The form's fields, the API's names for them. */
export const BARRIER_FIELDS = Object.keys(EMPTY) as (keyof BarrierFormValues)[];

/** The form's starting values (never the entry's version, sent apart). */
export function barrierFormValues(
  entry: StaffBarrier | null,
  prefill: BarrierPrefill | null = null,
): BarrierFormValues {
  if (entry) {
    return {
      title_eng: entry.title_eng,
      title_ara: entry.title_ara,
      summary_eng: entry.summary_eng,
      summary_ara: entry.summary_ara,
      country_id: entry.country_id,
      bloc_id: entry.bloc_id,
      industry_id: entry.industry_id,
      barrier_type_id: entry.barrier_type_id,
      hs_codes: entry.hs_codes.join(', '),
      status: entry.status,
      status_date: entry.status_date,
      source_enquiry_id: entry.source_enquiry_id,
    };
  }
  if (!prefill) return EMPTY;
  return { ...EMPTY, ...prefill, country_id: prefill.country_id ?? null };
}

/** The API's input: the typed HS codes as a list (the form checked they read). */
export const barrierInputOf = (values: BarrierFormValues): BarrierInput => ({
  ...values,
  hs_codes: hsCodesOfText(values.hs_codes) ?? [],
});

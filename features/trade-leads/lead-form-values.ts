import { z } from 'zod';

import { TRADE_LEAD_VALUE_MAX } from './constants';
import {
  checkLeadFields,
  hsCodesInput,
  type StaffTradeLead,
  tradeLeadFieldsSchema,
  type TradeLeadInput,
} from './staff-schemas';

// The console's lead form (issue 39): the API's fields, but the HS codes as one box of codes
// ("1509, 07.02") and the value range as typed text; leadInputOf turns them into the API's input.

/** The codes of the box: separated by commas, semicolons or line ends (Arabic commas too). */
export const codesOfText = (text: string) =>
  text
    .split(/[,،;\n]+/)
    .map((code) => code.trim())
    .filter(Boolean);

const usdText = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (/^\d{1,10}$/.test(value) && Number(value) <= TRADE_LEAD_VALUE_MAX),
    'rules.invalid',
  );

const usdOf = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

export const leadFormSchema = tradeLeadFieldsSchema
  .extend({ hs_codes: z.string(), value_min_usd: usdText, value_max_usd: usdText })
  .superRefine((form, context) => {
    const codes = hsCodesInput.safeParse(codesOfText(form.hs_codes));
    if (!codes.success) {
      const message = codes.error.issues[0]?.message ?? 'rules.invalid';
      context.addIssue({ code: 'custom', path: ['hs_codes'], message });
    }
    checkLeadFields(
      {
        ...form,
        value_min_usd: usdOf(form.value_min_usd),
        value_max_usd: usdOf(form.value_max_usd),
      },
      context,
    );
  });
export type LeadForm = z.infer<typeof leadFormSchema>;

const EMPTY: LeadForm = {
  kind: 'buyer',
  buyer_name_eng: '',
  buyer_name_ara: '',
  title_eng: '',
  title_ara: '',
  description_eng: '',
  description_ara: '',
  country_id: 0,
  industry_id: 0,
  hs_codes: '',
  quantity_eng: '',
  quantity_ara: '',
  value_min_usd: '',
  value_max_usd: '',
  deadline: '',
  contact_route: 'agency',
  contact_eng: '',
  contact_ara: '',
};

/** The form's fields, the API's names for them. */
export const LEAD_FORM_FIELDS = Object.keys(EMPTY) as (keyof LeadForm)[];

/** The form's starting values: a new lead's, or those of the one edited (never its version). */
export function leadFormValuesOf(lead: StaffTradeLead | null): LeadForm {
  if (!lead) return EMPTY;
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...(Object.fromEntries(
      LEAD_FORM_FIELDS.map((key) => [key, lead[key as keyof StaffTradeLead]]),
    ) as LeadForm),
    hs_codes: lead.hs_codes.join(', '),
    value_min_usd: text(lead.value_min_usd),
    value_max_usd: text(lead.value_max_usd),
  };
}

/** The API's input of a checked form. */
export function leadInputOf(form: LeadForm): TradeLeadInput {
  return {
    ...form,
    hs_codes: codesOfText(form.hs_codes),
    value_min_usd: usdOf(form.value_min_usd),
    value_max_usd: usdOf(form.value_max_usd),
  };
}

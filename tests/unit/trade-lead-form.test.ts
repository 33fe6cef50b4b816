import { describe, expect, it } from 'vitest';

import {
  codesOfText,
  leadFormSchema,
  leadFormValuesOf,
  leadInputOf,
} from '@/features/trade-leads/lead-form-values';
import { tradeLeadInputSchema } from '@/features/trade-leads/staff-schemas';

// Issue 39: the console's lead form takes the HS codes as one box and the values as typed text;
// it checks them by the API's rules and turns them into the API's input.

const FORM = {
  ...leadFormValuesOf(null),
  title_eng: 'Olive oil',
  title_ara: 'زيت زيتون',
  description_eng: 'Sample.',
  description_ara: 'تجريبية.',
  country_id: 682,
  industry_id: 3,
  deadline: '2026-12-31',
};

const errorsOf = (form: typeof FORM) => {
  const parsed = leadFormSchema.safeParse(form);
  return parsed.success ? {} : parsed.error.flatten().fieldErrors;
};

describe('the console’s trade lead form', () => {
  it('reads the codes however they are separated and spelt', () => {
    expect(codesOfText('15.09, 0702;0709\n ٣٣٠٤ ،8544')).toEqual([
      '15.09',
      '0702',
      '0709',
      '٣٣٠٤',
      '8544',
    ]);
    const input = leadInputOf({ ...FORM, hs_codes: '15.09, ٣٣٠٤', value_min_usd: ' 100 ' });
    expect(input).toMatchObject({
      hs_codes: ['15.09', '٣٣٠٤'],
      value_min_usd: 100,
      value_max_usd: null,
    });
    expect(tradeLeadInputSchema.parse(input).hs_codes).toEqual(['1509', '3304']);
  });

  it('puts the codes’ and values’ errors on their fields', () => {
    expect(errorsOf({ ...FORM, hs_codes: '15a' }).hs_codes).toEqual([
      'TradeLeadsAdmin.form.hsInvalid',
    ]);
    expect(errorsOf({ ...FORM, hs_codes: '1509, 15.09' }).hs_codes).toEqual([
      'TradeLeadsAdmin.form.hsTwice',
    ]);
    expect(errorsOf({ ...FORM, value_min_usd: 'ten' }).value_min_usd).toEqual(['rules.invalid']);
    expect(errorsOf({ ...FORM, value_min_usd: '500', value_max_usd: '100' }).value_max_usd).toEqual(
      ['TradeLeadsAdmin.form.valueRange'],
    );
    expect(errorsOf({ ...FORM, country_id: 0 }).country_id).toEqual(['rules.required']);
    expect(errorsOf({ ...FORM, hs_codes: '' })).toEqual({});
  });
});

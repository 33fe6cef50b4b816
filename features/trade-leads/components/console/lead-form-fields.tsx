'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';

import grid from '@/components/console/console-form-grid.module.css';
import { recordTextField } from '@/components/console/record-form/record-text-field';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormSelectField } from '@/components/forms/form-select-field';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import type { LeadForm } from '../../lead-form-values';
import { CONTACT_ROUTES, TRADE_LEAD_KINDS } from '../../schemas';

import { useLeadChoices } from './lead-choices';

type Props = { control: Control<LeadForm> };

const Text = recordTextField<LeadForm>('TradeLeadsAdmin.form', { rows: 4 });

/** What the lead is: kind, title and description in both languages, the buyer (optional). */
export function LeadTextFields({ control }: Props) {
  const t = useTranslations('TradeLeadsAdmin');
  return (
    <>
      <FormSelectField
        control={control}
        name="kind"
        label={t('form.kind')}
        options={TRADE_LEAD_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
      />
      <FormDateField
        control={control}
        name="deadline"
        label={t('form.deadline')}
        hint={t('form.deadlineHint')}
      />
      <Text control={control} pair="title" max={200} required />
      <Text control={control} pair="description" max={5000} multiline required />
      <Text control={control} pair="buyer_name" max={200} hint={t('form.buyerHint')} />
    </>
  );
}

/** Where and what: country, sector, HS codes, quantity and value range. */
export function LeadMarketFields({ control }: Props) {
  const t = useTranslations('TradeLeadsAdmin.form');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { countries, sectors } = useLeadChoices();
  const collator = new Intl.Collator(shown);
  const options = (rows: typeof countries) =>
    rows
      .map((row) => ({ value: row.id, label: pick(row, 'name', shown) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  return (
    <>
      <FormSelectField
        control={control}
        name="country_id"
        label={t('country_id')}
        options={options(countries)}
        placeholder={t('choose')}
      />
      <FormSelectField
        control={control}
        name="industry_id"
        label={t('industry_id')}
        options={options(sectors)}
        placeholder={t('choose')}
      />
      <Text control={control} name="hs_codes" max={200} hint={t('hsHint')} wide />
      <Text control={control} pair="quantity" max={200} />
      <Text control={control} name="value_min_usd" max={10} />
      <Text control={control} name="value_max_usd" max={10} />
    </>
  );
}

/** How to respond: through the agency, or the buyer's contact in both languages. */
export function LeadContactFields({ control }: Props) {
  const t = useTranslations('TradeLeadsAdmin.form');
  return (
    <>
      <div className={grid.wide}>
        <FormSelectField
          control={control}
          name="contact_route"
          label={t('contact_route')}
          options={CONTACT_ROUTES.map((route) => ({ value: route, label: t(`routes.${route}`) }))}
        />
      </div>
      <Text control={control} pair="contact" max={500} multiline />
    </>
  );
}

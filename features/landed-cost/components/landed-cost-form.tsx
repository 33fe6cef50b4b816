import { getTranslations } from 'next-intl/server';

import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import { INCOTERMS, QUANTITY_UNITS } from '../constants';
import type { LandedCostField, LandedCostPageQuery } from '../page-query';

import styles from './landed-cost.module.css';

type Props = { page: LandedCostPageQuery; locale: Locale };

/** The landed cost's inputs: a GET form the page answers on the server (no script). */
export async function LandedCostForm({ page, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'LandedCost.form' });
  const root = await getTranslations({ locale });
  const { form, errors } = page;
  const idOf = (field: LandedCostField) => `landed-${field.replace('_', '-')}`;
  const error = (field: LandedCostField) =>
    errors[field] ? (
      <p id={`${idOf(field)}-error`} className={styles.error}>
        {root(errors[field]!)}
      </p>
    ) : null;
  const described = (field: LandedCostField, hint: boolean) =>
    [hint ? `${idOf(field)}-hint` : null, errors[field] ? `${idOf(field)}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const text = (
    field: LandedCostField,
    label: string,
    {
      hint,
      numeric = true,
      wide = false,
    }: { hint?: string; numeric?: boolean; wide?: boolean } = {},
  ) => (
    <div className={styles.field}>
      <label htmlFor={idOf(field)}>{label}</label>
      {hint && (
        <p id={`${idOf(field)}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={idOf(field)}
        name={field}
        defaultValue={form[field] ?? (field === 'currency' ? 'JOD' : '')}
        className={wide ? `${styles.input} ${styles.wide}` : styles.input}
        inputMode={numeric ? 'decimal' : undefined}
        dir="ltr"
        autoComplete="off"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field, !!hint)}
      />
      {error(field)}
    </div>
  );
  const select = (field: 'incoterm' | 'unit', label: string, options: readonly string[]) => (
    <div className={styles.field}>
      <label htmlFor={idOf(field)}>{label}</label>
      <select
        id={idOf(field)}
        name={field}
        defaultValue={form[field] ?? (field === 'incoterm' ? 'FOB' : 'kg')}
        className={styles.input}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field, false)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {field === 'unit' ? t(`units.${option}`) : option}
          </option>
        ))}
      </select>
      {error(field)}
    </div>
  );
  return (
    <form method="get" className={styles.form} data-testid="landed-cost-form" data-print="hide">
      <fieldset className={styles.group}>
        <legend>{t('legend')}</legend>
        {text('hs', t('hs'), {
          hint: t('hsHint', { example: isolate('6109.10', locale, { latin: true }) }),
          numeric: false,
        })}
        {text('country', t('country'), { hint: t('countryHint'), numeric: false, wide: true })}
        {text('value', t('value'))}
        {text('currency', t('currency'), { hint: t('currencyHint'), numeric: false })}
        {select('incoterm', t('incoterm'), INCOTERMS)}
        {text('freight', t('freight'), { hint: t('carriageHint') })}
        {text('insurance', t('insurance'))}
        {text('quantity', t('quantity'))}
        {select('unit', t('unit'), QUANTITY_UNITS)}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('dutyLegend')}</legend>
        {text('duty_rate', t('dutyRate'))}
        {text('duty_amount', t('dutyAmount'))}
        {text('duty_per', t('dutyPer'), { hint: t('dutyPerHint') })}
      </fieldset>
      <div className={styles.check}>
        <input
          id="landed-qualifies"
          type="checkbox"
          name="qualifies"
          value="true"
          defaultChecked={['true', '1', 'on'].includes(form.qualifies ?? '')}
        />
        <label htmlFor="landed-qualifies">{t('qualifies')}</label>
      </div>
      {error('qualifies')}
      <div>
        <button type="submit" className="button button-primary" data-testid="landed-cost-submit">
          {t('submit')}
        </button>
      </div>
    </form>
  );
}

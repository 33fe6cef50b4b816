'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';

import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';

import { DATA_TYPES } from '../../constants';
import type { StatisticInput } from '../../staff-schemas';

import styles from './statistics-console.module.css';

type Props = { control: Control<StatisticInput> };

/** The data type: statistics, studies or infographics (part 2 §9). */
export function TypeField({ control }: Props) {
  const t = useTranslations('StatisticsAdmin.form');
  const types = useTranslations('StatisticsAdmin.types');
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'type' });
  const ids = useFieldIds();
  const error = useFieldError(fieldState);
  return (
    <FieldFrame ids={ids} label={t('type')} required error={error} helper={t('typeHint')}>
      <select
        id={ids.input}
        ref={ref}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        className={`${fieldStyles.input} ${fieldStyles.select}`}
        aria-describedby={ids.helper}
        aria-invalid={!!error}
      >
        {DATA_TYPES.map((type) => (
          <option key={type} value={type}>
            {types(type)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The release date (part 2 §3 `date`). */
export function DateField({ control }: Props) {
  const t = useTranslations('StatisticsAdmin.form');
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'date' });
  const ids = useFieldIds();
  const error = useFieldError(fieldState);
  return (
    <FieldFrame ids={ids} label={t('date')} required error={error}>
      <input
        id={ids.input}
        type="date"
        ref={ref}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        className={fieldStyles.input}
        aria-describedby={error ? ids.helper : undefined}
        aria-invalid={!!error}
      />
    </FieldFrame>
  );
}

/** Premium (the VIP rule) and published (a draft is kept from members). */
export function FlagFields({ control }: Props) {
  const t = useTranslations('StatisticsAdmin.form');
  const premium = useController({ control, name: 'premium' }).field;
  const published = useController({ control, name: 'published' }).field;
  return (
    <fieldset className={`${styles.flags} ${styles.wide}`}>
      <legend className="visually-hidden">{t('flags')}</legend>
      {[
        { field: premium, label: t('premium'), hint: t('premiumHint') },
        { field: published, label: t('published'), hint: t('publishedHint') },
      ].map(({ field, label, hint }) => (
        <label key={field.name} className={styles.check}>
          <input
            type="checkbox"
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
          />
          <span>
            {label}
            <span className={styles.checkHint}>{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray, type Control } from 'react-hook-form';

import { ActionButton } from '@/components/console/action-button';
import { FormTextField } from '@/components/forms/form-text-field';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import type { StatisticInput } from '../../staff-schemas';

import styles from './statistics-console.module.css';

const PUBLISHERS_MAX = 10;

/** part 2 §3 `publishers[title]`: each publisher's name in English and Arabic, added or removed. */
export function PublishersField({ control }: { control: Control<StatisticInput> }) {
  const t = useTranslations('StatisticsAdmin.form');
  const written = useNumberFormat();
  const { fields, append, remove } = useFieldArray({ control, name: 'publishers' });
  return (
    <fieldset className={`${styles.group} ${styles.wide}`}>
      <legend className={styles.groupTitle}>{t('publishers')}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className={styles.publisher}>
          <FormTextField
            control={control}
            name={`publishers.${index}.title`}
            label={t('publisherTitle', { number: written(index + 1) })}
            maxLength={200}
            dir="ltr"
            trim
          />
          <FormTextField
            control={control}
            name={`publishers.${index}.title_ara`}
            label={t('publisherTitleAra', { number: written(index + 1) })}
            maxLength={200}
            required={false}
            dir="rtl"
            trim
          />
          <ActionButton danger onClick={() => remove(index)}>
            {t('removePublisher', { number: written(index + 1) })}
          </ActionButton>
        </div>
      ))}
      {fields.length < PUBLISHERS_MAX && (
        <ActionButton onClick={() => append({ title: '', title_ara: '' })}>
          {t('addPublisher')}
        </ActionButton>
      )}
    </fieldset>
  );
}

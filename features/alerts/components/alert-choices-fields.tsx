'use client';

import { useTranslations } from 'next-intl';
import { useController, useFormContext } from 'react-hook-form';

import { useFieldError } from '@/components/forms/use-field-error';

import type { AlertOptions } from '../alert-options';
import { ALERT_CONTENT_TYPES } from '../constants';
import type { AlertChoicesInput } from '../schemas';

import { ChoiceList, ChoiceRadios } from './alert-choice-controls';
import styles from './alerts.module.css';

// The lists of choices and the choices of one, with their messages (Alerts.form.…).
const LISTS = [
  {
    name: 'industry_ids',
    label: 'form.sectors',
    options: 'sectors',
    all: 'form.allSectors',
    testId: 'alert-sectors',
  },
  {
    name: 'country_ids',
    label: 'form.countries',
    options: 'countries',
    all: 'form.allCountries',
    testId: 'alert-countries',
  },
  {
    name: 'hs_chapters',
    label: 'form.chapters',
    options: 'chapters',
    all: 'form.allChapters',
    testId: 'alert-chapters',
  },
] as const;

const RADIOS = [
  {
    name: 'frequency',
    legend: 'form.frequency',
    choices: [
      ['daily', 'form.daily'],
      ['weekly', 'form.weekly'],
    ],
  },
  {
    name: 'locale',
    legend: 'form.language',
    choices: [
      ['en', 'form.english'],
      ['ar', 'form.arabic'],
    ],
  },
] as const;

/**
 * The choices of a subscription: kinds of content, sectors, countries, chapters, how often,
 * language. Fields of the react-hook-form form around them (its FormProvider).
 */
export function AlertChoicesFields({ options }: { options: AlertOptions }) {
  const t = useTranslations('Alerts');
  const { control } = useFormContext<AlertChoicesInput>();
  const { field: types, fieldState } = useController({ control, name: 'content_types' });
  const typeError = useFieldError(fieldState);
  return (
    <>
      <fieldset
        className={styles.group}
        aria-describedby={typeError ? 'alert-types-error' : undefined}
      >
        <legend className={styles.legend}>{t('form.contentTypes')}</legend>
        <div className={styles.checks}>
          {ALERT_CONTENT_TYPES.map((type) => (
            <label key={type} className={styles.check}>
              <input
                type="checkbox"
                name="content_types"
                value={type}
                checked={types.value.includes(type)}
                onChange={(event) =>
                  types.onChange(
                    event.target.checked
                      ? [...types.value, type]
                      : types.value.filter((item) => item !== type),
                  )
                }
              />
              <span>{t(`types.${type}`)}</span>
            </label>
          ))}
        </div>
        {typeError && (
          <p id="alert-types-error" className={styles.error}>
            {typeError}
          </p>
        )}
      </fieldset>
      <p className={styles.hint}>{t('form.filtersHint')}</p>
      <div className={styles.lists}>
        {LISTS.map((list) => (
          <ChoiceList
            key={list.name}
            name={list.name}
            label={t(list.label)}
            options={options[list.options]}
            all={t(list.all)}
            data-testid={list.testId}
          />
        ))}
      </div>
      <div className={styles.lists}>
        {RADIOS.map((radios) => (
          <ChoiceRadios
            key={radios.name}
            name={radios.name}
            legend={t(radios.legend)}
            choices={radios.choices.map(([value, label]) => ({ value, label: t(label) }))}
          />
        ))}
      </div>
    </>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useController, useFormContext } from 'react-hook-form';

import { MultiSelectFilter, type MultiSelectOption } from '@/components/forms/multi-select-filter';
import { useFieldError } from '@/components/forms/use-field-error';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import type { AlertOptions } from '../alert-options';
import { ALERT_CONTENT_TYPES } from '../constants';
import type { AlertChoicesInput } from '../schemas';

import styles from './alerts.module.css';

type ListName = 'industry_ids' | 'country_ids' | 'hs_chapters';

type ListProps = {
  name: ListName;
  label: string;
  options: MultiSelectOption[];
  /** What the button says while nothing is chosen ("All sectors"). */
  all: string;
  'data-testid': string;
};

/** One list of choices (sectors, countries or chapters): ids are numbers, chapters text. */
function ChoiceList({ name, label, options, all, ...rest }: ListProps) {
  const t = useTranslations('Alerts');
  const locale = useLocale();
  const number = useNumberFormat();
  const { control } = useFormContext<AlertChoicesInput>();
  const { field } = useController({ control, name });
  const chosen = (field.value ?? []).map(String);
  const summary = () => {
    if (chosen.length === 0) return all;
    if (chosen.length > 2) {
      return t('form.chosen', { count: chosen.length, shown: number(chosen.length) });
    }
    const labels = chosen.map(
      (item) => options.find((option) => option.value === item)?.label ?? item,
    );
    return labels.join(locale === 'ar' ? '، ' : ', ');
  };
  return (
    <MultiSelectFilter
      name={name}
      label={label}
      options={options}
      selected={chosen}
      onChange={(next) => field.onChange(name === 'hs_chapters' ? next : next.map(Number))}
      summary={summary()}
      data-testid={rest['data-testid']}
    />
  );
}

type RadiosProps = {
  name: 'frequency' | 'locale';
  legend: string;
  choices: readonly { value: string; label: string }[];
};

/** One choice of a few (how often, which language) as radio buttons. */
function ChoiceRadios({ name, legend, choices }: RadiosProps) {
  const { control } = useFormContext<AlertChoicesInput>();
  const { field } = useController({ control, name });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checks}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.check}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={field.value === choice.value}
              onChange={() => field.onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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
        <ChoiceList
          name="industry_ids"
          label={t('form.sectors')}
          options={options.sectors}
          all={t('form.allSectors')}
          data-testid="alert-sectors"
        />
        <ChoiceList
          name="country_ids"
          label={t('form.countries')}
          options={options.countries}
          all={t('form.allCountries')}
          data-testid="alert-countries"
        />
        <ChoiceList
          name="hs_chapters"
          label={t('form.chapters')}
          options={options.chapters}
          all={t('form.allChapters')}
          data-testid="alert-chapters"
        />
      </div>
      <div className={styles.lists}>
        <ChoiceRadios
          name="frequency"
          legend={t('form.frequency')}
          choices={[
            { value: 'daily', label: t('form.daily') },
            { value: 'weekly', label: t('form.weekly') },
          ]}
        />
        <ChoiceRadios
          name="locale"
          legend={t('form.language')}
          choices={[
            { value: 'en', label: t('form.english') },
            { value: 'ar', label: t('form.arabic') },
          ]}
        />
      </div>
    </>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';

import { MultiSelectFilter, type MultiSelectOption } from '@/components/forms/multi-select-filter';
import { useErrorText } from '@/components/forms/use-field-error';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import type { AlertOptions } from '../alert-options';
import { ALERT_CONTENT_TYPES } from '../constants';
import type { AlertChoices } from '../schemas';

import styles from './alerts.module.css';

export type ChoicesErrors = Partial<Record<keyof AlertChoices, string>>;

type Props = {
  value: AlertChoices;
  onChange: (value: AlertChoices) => void;
  options: AlertOptions;
  errors: ChoicesErrors;
};

/** The choices of a subscription: kinds of content, sectors, countries, chapters, how often, language. */
export function AlertChoicesFields({ value, onChange, options, errors }: Props) {
  const t = useTranslations('Alerts');
  const locale = useLocale();
  const number = useNumberFormat();
  const message = useErrorText();
  const set = <K extends keyof AlertChoices>(key: K, next: AlertChoices[K]) =>
    onChange({ ...value, [key]: next });
  const summary = (chosen: readonly string[], list: MultiSelectOption[], all: string) => {
    if (chosen.length === 0) return all;
    if (chosen.length > 2) {
      return t('form.chosen', { count: chosen.length, shown: number(chosen.length) });
    }
    const labels = chosen.map(
      (item) => list.find((option) => option.value === item)?.label ?? item,
    );
    return labels.join(locale === 'ar' ? '، ' : ', ');
  };
  const typeError = message(errors.content_types);
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
                checked={value.content_types.includes(type)}
                onChange={(event) =>
                  set(
                    'content_types',
                    event.target.checked
                      ? [...value.content_types, type]
                      : value.content_types.filter((item) => item !== type),
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
        <MultiSelectFilter
          name="industry_ids"
          label={t('form.sectors')}
          options={options.sectors}
          selected={value.industry_ids.map(String)}
          onChange={(next) => set('industry_ids', next.map(Number))}
          summary={summary(value.industry_ids.map(String), options.sectors, t('form.allSectors'))}
          data-testid="alert-sectors"
        />
        <MultiSelectFilter
          name="country_ids"
          label={t('form.countries')}
          options={options.countries}
          selected={value.country_ids.map(String)}
          onChange={(next) => set('country_ids', next.map(Number))}
          summary={summary(
            value.country_ids.map(String),
            options.countries,
            t('form.allCountries'),
          )}
          data-testid="alert-countries"
        />
        <MultiSelectFilter
          name="hs_chapters"
          label={t('form.chapters')}
          options={options.chapters}
          selected={value.hs_chapters}
          onChange={(next) => set('hs_chapters', next)}
          summary={summary(value.hs_chapters, options.chapters, t('form.allChapters'))}
          data-testid="alert-chapters"
        />
      </div>
      <div className={styles.lists}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('form.frequency')}</legend>
          <div className={styles.checks}>
            {(['daily', 'weekly'] as const).map((frequency) => (
              <label key={frequency} className={styles.check}>
                <input
                  type="radio"
                  name="frequency"
                  value={frequency}
                  checked={value.frequency === frequency}
                  onChange={() => set('frequency', frequency)}
                />
                <span>{t(`form.${frequency}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('form.language')}</legend>
          <div className={styles.checks}>
            {(['en', 'ar'] as const).map((language) => (
              <label key={language} className={styles.check}>
                <input
                  type="radio"
                  name="locale"
                  value={language}
                  checked={value.locale === language}
                  onChange={() => set('locale', language)}
                />
                <span>{t(language === 'en' ? 'form.english' : 'form.arabic')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </>
  );
}

import { getTranslations } from 'next-intl/server';

import { DirectoryFilters, type FilterChoice } from '@/components/directory/directory-filters';
import { byLabel } from '@/components/directory/directory-parts';
import { formatNumber } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { DEFAULT_MIN_SCORE } from '@/lib/names/score';
import { LIST_VIEW_LONG_VALUE_MAX } from '@/lib/navigation/list-views';

import type { ScreeningFormValues } from '../screening-page-request';
import { SCREENING_PATH } from '../screening-path';
import type { CountryName } from '../server/cached';

import styles from './screening.module.css';

/** The minimums the form offers besides the default (any whole number 50-100 works in the address). */
const MIN_SCORES = [50, 60, 70, 75, 80, 90, 95, 100];

type Props = {
  values: ScreeningFormValues;
  countries: readonly CountryName[];
  /** Something was asked: Clear leads back to the empty form. */
  asked: boolean;
  locale: Locale;
};

/**
 * The screening's form (issue 47): a plain GET form, so it works without scripts and its query is
 * the page's address (a list view, served from the cache). The name box takes what a view keeps.
 */
export async function ScreeningForm({ values, countries, asked, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Screening' });
  const countryChoices = byLabel(
    countries.map((country) => ({
      value: country.code,
      label: locale === 'ar' ? country.name_ar : country.name_en,
    })),
    locale,
  );
  const minScores = [...MIN_SCORES];
  const askedMin = Number(values.min_score);
  if (
    Number.isInteger(askedMin) &&
    askedMin !== DEFAULT_MIN_SCORE &&
    !minScores.includes(askedMin)
  ) {
    minScores.push(askedMin);
    minScores.sort((a, b) => a - b);
  }
  const scoreChoices: FilterChoice[] = minScores.map((score) => ({
    value: String(score),
    label: formatNumber(score, locale),
  }));
  const path = localePath(SCREENING_PATH, locale);
  return (
    <DirectoryFilters
      action={path}
      idPrefix="screening"
      className={styles.form}
      data-testid="screening-form"
      widths={{ select: 180, text: 320 }}
      values={values}
      labels={{
        legend: t('filters.legend'),
        submit: t('filters.submit'),
        clear: t('filters.clear'),
      }}
      clearHref={asked ? path : null}
      fields={[
        {
          kind: 'text',
          name: 'name',
          label: t('filters.name'),
          hint: t('filters.nameHint'),
          maxLength: LIST_VIEW_LONG_VALUE_MAX,
          autoComplete: 'off',
        },
        {
          kind: 'select',
          name: 'country',
          label: t('filters.country'),
          all: t('filters.countryAll'),
          choices: countryChoices,
        },
        {
          kind: 'select',
          name: 'min_score',
          label: t('filters.minScore'),
          all: t('filters.minScoreDefault', { score: formatNumber(DEFAULT_MIN_SCORE, locale) }),
          choices: scoreChoices,
        },
      ]}
    />
  );
}

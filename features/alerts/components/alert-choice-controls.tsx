'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useController, useFormContext } from 'react-hook-form';

import { MultiSelectFilter, type MultiSelectOption } from '@/components/forms/multi-select-filter';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import type { AlertChoicesInput } from '../schemas';

import styles from './alerts.module.css';

// The controls of a subscription's choices, fields of the react-hook-form form around them.

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
export function ChoiceList({ name, label, options, all, ...rest }: ListProps) {
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
export function ChoiceRadios({ name, legend, choices }: RadiosProps) {
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

'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';

import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';

import type { FtaCountryInput } from '../../schemas';

import styles from './agreements-console.module.css';

type FormControl = { control: Control<FtaCountryInput> };

/** The agreements a country page names (part 2 §3 via `agreement_ids`): one checkbox each. */
export function AgreementChoices({
  control,
  agreements,
}: FormControl & { agreements: { id: number; label: string }[] }) {
  const t = useTranslations('AgreementsAdmin.countryForm');
  const {
    field: { ref, value, onChange, name },
    fieldState,
  } = useController({ control, name: 'agreement_ids' });
  const error = useFieldError(fieldState);
  const errorId = useId();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset
      className={`${styles.choices} ${styles.wide}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={fieldStyles.label}>
        {t('agreement_ids')}
        <span aria-hidden="true" className={fieldStyles.asterisk}>
          {' *'}
        </span>
      </legend>
      <div className={styles.checks}>
        {agreements.map((agreement, index) => (
          <label key={agreement.id} className={styles.check}>
            <input
              type="checkbox"
              name={name}
              value={agreement.id}
              ref={index === 0 ? ref : undefined}
              checked={value.includes(agreement.id)}
              aria-invalid={!!error}
              onChange={(event) => toggle(agreement.id, event.target.checked)}
            />
            {agreement.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={`${fieldStyles.helper} ${fieldStyles.error}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Shown on the map (part 2 §3 `visible`), or kept hidden. */
export function VisibleField({ control }: FormControl) {
  const t = useTranslations('AgreementsAdmin.countryForm');
  const {
    field: { ref, value, onChange, name },
  } = useController({ control, name: 'visible' });
  return (
    <label className={`${styles.check} ${styles.wide}`}>
      <input
        ref={ref}
        type="checkbox"
        name={name}
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {t('visible')}
        <span className={styles.hint}>{t('visibleHint')}</span>
      </span>
    </label>
  );
}

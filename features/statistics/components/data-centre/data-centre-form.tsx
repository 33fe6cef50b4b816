'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import { LazyHsCodePicker } from '@/features/hs-codes/components/lazy-hs-code-picker';
import { isLocale } from '@/lib/i18n/routing';

import { STATISTICS_SEARCH_MAX } from '../../constants';
import { hsCodeProblem, isTypedCode } from '../../hs-code-rule';
import { localizedDigits } from '../../localized-digits';
import type { DataCentreQuery } from '../../schemas';
import { FilterActions } from '../filter-actions';
import styles from '../statistics-filters.module.css';

type Props = { onSearch: (query: DataCentreQuery) => void };

/**
 * part 2 §5: the data centre's search by HS code (at most 6 characters, "Max 6 characters") or
 * words; the code is checked as it is typed and again on Search. Its field is the HS finder's
 * picker (issue 37): words typed there list codes to pick. Clear empties both and searches.
 */
export function DataCentreForm({ onSearch }: Props) {
  const t = useTranslations('Statistics.dataCentre');
  const messages = useTranslations();
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const id = useId();
  const [hsCode, setHsCode] = useState('');
  const [q, setQ] = useState('');
  const qRef = useTypedBeforeHydration<HTMLInputElement>(q, setQ);
  const [checked, setChecked] = useState(false);
  const problem = hsCodeProblem(hsCode);
  // A code too long shows at once; anything else once Search was pressed (a code is often typed
  // half way, and words are typed to find one in the finder's list).
  const atOnce = problem === 'rules.max6' && isTypedCode(hsCode);
  const error = problem && (checked || atOnce) ? messages(problem) : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (problem) {
      document.getElementById(`${id}-hs`)?.focus();
      return;
    }
    onSearch({ hs_code: hsCode.trim() || undefined, q: q.trim() || undefined });
  };
  const clear = () => {
    setHsCode('');
    setQ('');
    setChecked(false);
    onSearch({});
  };
  return (
    <form
      className={styles.filters}
      role="search"
      onSubmit={submit}
      noValidate
      data-testid="data-centre-form"
    >
      <fieldset>
        <legend className="visually-hidden">{t('legend')}</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-hs`}>{t('hsCode')}</label>
          <LazyHsCodePicker
            id={`${id}-hs`}
            value={hsCode}
            onChange={setHsCode}
            invalid={!!error}
            describedBy={`${id}-hs-help`}
          />
          <p id={`${id}-hs-help`} className={error ? styles.fieldError : styles.fieldHint}>
            {/* The example in the page's digits, which the field reads too (issue 45). */}
            {error ?? t('hsHint', { example: localizedDigits('3104', locale) })}
          </p>
        </div>
        <div className={`${styles.field} ${styles.text}`}>
          <label htmlFor={`${id}-q`}>{t('q')}</label>
          <input
            id={`${id}-q`}
            type="search"
            ref={qRef}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={STATISTICS_SEARCH_MAX}
            dir="auto"
          />
          <p className={styles.fieldHint}>{t('qHint')}</p>
        </div>
        <FilterActions search={t('search')} clear={t('clear')} onClear={clear} />
      </fieldset>
    </form>
  );
}

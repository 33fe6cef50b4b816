'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FieldFrame } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useKitField } from '@/components/forms/use-kit-field';
import { useLookup } from '@/features/lookups/api/use-lookup';
import type { LookupKind } from '@/features/lookups/lookup-labels';
import { useIsolate } from '@/lib/i18n/use-isolate';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { matchLabels } from '../../match-labels';

import styles from './chips-combobox.module.css';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** Holds the chosen ids (number[]). */
  name: Path<T>;
  label: string;
  kind: LookupKind;
};

/**
 * A multiple choice over a long lookup (the ~250 countries) as the WAI-ARIA combobox pattern: type
 * to filter, arrows and Enter (or a click) to choose, the chosen entries as chips with a remove
 * button, Backspace in the empty box removes the last. Native elements only (docs/decisions/companies.md).
 */
export function ChipsCombobox<T extends FieldValues>({ control, name, label, kind }: Props<T>) {
  const t = useTranslations('CompanyForm.countries');
  const isolate = useIsolate();
  const number = useNumberFormat();
  const { ref, field, error, ids } = useKitField(control, name);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { data: options = [], isPending } = useLookup(kind);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const chosen: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
  const labels = useMemo(() => new Map(options.map((o) => [o.id, o.label])), [options]);
  const matches = useMemo(() => matchLabels(options, query), [options, query]);
  const activeIndex = Math.max(0, Math.min(active, matches.length - 1));
  const current = open ? matches[activeIndex] : undefined;
  const optionId = (id: number) => `${ids.input}option${id}`;
  const listId = `${ids.input}list`;
  const countId = `${ids.input}count`;

  useEffect(() => {
    if (current)
      document.getElementById(optionId(current.id))?.scrollIntoView?.({ block: 'nearest' });
  });

  const setChosen = (next: number[]) => field.onChange(next);
  const toggle = (id: number) =>
    setChosen(chosen.includes(id) ? chosen.filter((value) => value !== id) : [...chosen, id]);
  const remove = (id: number) => {
    setChosen(chosen.filter((value) => value !== id));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.max(0, Math.min(activeIndex + step, matches.length - 1)));
    } else if (event.key === 'Enter') {
      // Enter chooses; it never sends the form from here.
      event.preventDefault();
      if (current) {
        toggle(current.id);
        setQuery('');
      } else {
        setOpen(true);
      }
    } else if (event.key === 'Escape' && (open || query)) {
      event.preventDefault();
      if (open) setOpen(false);
      else setQuery('');
    } else if (event.key === 'Backspace' && query === '' && chosen.length > 0) {
      setChosen(chosen.slice(0, -1));
    }
  };

  return (
    <FieldFrame ids={ids} label={label} required error={error} helper={t('hint')}>
      <div className={styles.combobox}>
        <input
          id={ids.input}
          ref={(element) => {
            inputRef.current = element;
            ref(element);
          }}
          name={field.name}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(current.id) : undefined}
          aria-invalid={!!error}
          aria-describedby={`${ids.helper} ${countId}`}
          autoComplete="off"
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            field.onBlur();
          }}
          className={fieldStyles.input}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          hidden={!open || matches.length === 0}
          className={styles.list}
        >
          {open &&
            matches.map((option, index) => (
              <li
                key={option.id}
                id={optionId(option.id)}
                role="option"
                aria-selected={chosen.includes(option.id)}
                className={
                  index === activeIndex ? `${styles.option} ${styles.active}` : styles.option
                }
                // The box keeps the focus; a click chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => toggle(option.id)}
                onMouseMove={() => index !== activeIndex && setActive(index)}
              >
                <span className={styles.tick} aria-hidden="true">
                  {chosen.includes(option.id) ? '✓' : ''}
                </span>
                {option.label}
              </li>
            ))}
        </ul>
        {open && (isPending || (query && matches.length === 0)) && (
          <p className={styles.empty} role="status">
            {isPending ? t('loading') : t('noMatch', { query: isolate(query) })}
          </p>
        )}
        <p id={countId} className="visually-hidden" aria-live="polite">
          {t('count', { count: chosen.length, shown: number(chosen.length) })}
        </p>
        {chosen.length > 0 && (
          <ul aria-label={t('chosen')} className={styles.chips} data-testid="chosen-countries">
            {chosen.map((id) => {
              const name = labels.get(id) ?? String(id);
              return (
                <li key={id} className={styles.chip}>
                  <span>{name}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('remove', { name })}
                    onClick={() => remove(id)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </FieldFrame>
  );
}

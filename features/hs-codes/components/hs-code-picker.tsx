'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type KeyboardEvent, type Ref } from 'react';

import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatHsCode } from '@/lib/hs/hs-code';

import { useHsSuggestions } from '../api/use-hs-suggestions';
import { HS_QUERY_MAX } from '../constants';
import type { HsCodeResult } from '../schemas';

import styles from './hs-code-combobox.module.css';

export type HsCodePickerProps = {
  /** The input's id (its label's `for`). */
  id: string;
  value: string;
  /** What is typed, or the digits of the code picked. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  required?: boolean;
  invalid?: boolean;
  /** The hint's or error's id. */
  describedBy?: string;
  /** The input's look: the form kit's, or the filter bar's. */
  className?: string;
};

/**
 * A text input over the HS finder (issue 37): the member or visitor types a code, or words in
 * either language, and picks one of the finder's first results; the value becomes the code's
 * digits. Arrow keys move through the list, Enter picks, Escape closes it (the ARIA combobox
 * pattern, list autocomplete). Whatever is typed stays the value until a code is picked.
 */
export function HsCodePicker({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  required = false,
  invalid = false,
  describedBy,
  className,
}: HsCodePickerProps) {
  const t = useTranslations('HsCodeField');
  const locale = useLocale();
  // Marks the field interactive once hydrated (the journeys wait for it before they pick); what was
  // typed into the server's markup before then is kept.
  const ready = useHydrated();
  const fieldRef = useTypedBeforeHydration(value, onChange, inputRef);
  const listId = `${id}list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, searching, failed } = useHsSuggestions(open ? value : '');
  const shown = open && value.trim().length >= 2;

  const nameOf = (result: HsCodeResult) =>
    locale === 'ar' && result.name_ar ? result.name_ar : result.name_en;
  const pick = (result: HsCodeResult) => {
    onChange(result.code);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && shown && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const status = searching ? t('searching') : failed ? t('failed') : t('none');

  return (
    <div className={styles.combobox}>
      <input
        id={id}
        ref={fieldRef}
        name={name}
        value={value}
        maxLength={HS_QUERY_MAX}
        required={required}
        // Empty, the box takes the page's direction, so the Arabic placeholder's «…» are drawn
        // at their own ends (issue 45); what is typed takes its own (a code, Latin or Arabic words).
        dir={value === '' ? undefined : 'auto'}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-ready={ready ? 'true' : 'false'}
        placeholder={t('placeholder')}
        className={className}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('listLabel')}
        hidden={!shown}
        className={styles.list}
      >
        {suggestions.map((result, index) => (
          <li
            key={result.code}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Picked on the press, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(result);
            }}
          >
            <bdi dir="ltr" className={styles.code}>
              {formatHsCode(result.code)}
            </bdi>
            <span className={styles.name}>{nameOf(result)}</span>
          </li>
        ))}
      </ul>
      {shown && suggestions.length === 0 && (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
    </div>
  );
}

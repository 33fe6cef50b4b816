'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import fieldStyles from '@/components/forms/field.module.css';
import { useFieldError } from '@/components/forms/use-field-error';
import { formatHsCode } from '@/lib/hs/hs-code';

import { useHsSuggestions } from '../api/use-hs-suggestions';
import { HS_QUERY_MAX } from '../constants';
import type { HsCodeResult } from '../schemas';

import styles from './hs-code-combobox.module.css';

export type HsCodeInputProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  /** The code's longest length: words are typed past it, so it only tells the field's purpose. */
  maxLength?: number;
  /** Marked as the form kit marks a field it asks for (the product form's other codes are). */
  required?: boolean;
};

/**
 * The HS code field of the product and service forms (issue 37): a combobox over the HS finder.
 * The member types a code, or words in either language, and picks one of the finder's first
 * results; the field keeps the code's digits. Arrow keys move through the list, Enter picks, Escape
 * closes it (the ARIA combobox pattern, list autocomplete).
 */
export function HsCodeCombobox<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required = true,
}: HsCodeInputProps<T>) {
  const t = useTranslations('HsCodeField');
  const locale = useLocale();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = useFieldError(fieldState);
  const ids = useFieldIds();
  const listId = `${ids.input}list`;
  const value = typeof field.value === 'string' ? field.value : '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, searching, failed } = useHsSuggestions(open ? value : '');
  const shown = open && value.trim().length >= 2;

  const nameOf = (result: HsCodeResult) =>
    locale === 'ar' && result.name_ar ? result.name_ar : result.name_en;
  const pick = (result: HsCodeResult) => {
    field.onChange(result.code);
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
    <FieldFrame ids={ids} label={label} required={required} error={error} helper={hint}>
      <div className={styles.combobox}>
        <input
          id={ids.input}
          ref={ref}
          name={field.name}
          value={value}
          maxLength={HS_QUERY_MAX}
          required={required}
          dir="auto"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={!!error}
          aria-describedby={error || hint ? ids.helper : undefined}
          placeholder={t('placeholder')}
          className={fieldStyles.input}
          onChange={(event) => {
            field.onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            field.onBlur();
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
    </FieldFrame>
  );
}

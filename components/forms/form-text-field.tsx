'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { Icon } from '@/components/ui/icon';
import { VisibilityIcon, VisibilityOffIcon } from '@/components/ui/icon-shapes';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { FieldFrame } from './field-frame';
import styles from './field.module.css';
import { useKitField } from './use-kit-field';

type Kind = 'text' | 'email' | 'tel' | 'password';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  kind?: Kind;
  autoComplete?: string;
  /** Shown under the field while it has no error (e.g. "At least 8 characters"). */
  hint?: string;
  /** The schema's length limit shown as a counter under the field (part 1 §5 "counter"). */
  counterMax?: number;
  /** The schema's limit; the browser stops typing past it. */
  maxLength?: number;
  /** A text area of at least `rows` lines (description fields). */
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  /** part 1 §5: enquiry text is trimmed when the field is left. */
  trim?: boolean;
  autoFocus?: boolean;
  /**
   * The text's direction when it differs from the page's (an Arabic field on an English page), or
   * `auto` for text in either language.
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** The on-screen keyboard (`numeric` for codes). */
  inputMode?: 'numeric' | 'url';
};

/**
 * The form kit's text field: a react-hook-form controller over a native input whose schema message
 * keys are translated; the error or hint is linked to the input; addresses and numbers read left to
 * right; a password can be shown.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  kind = 'text',
  autoComplete,
  hint,
  counterMax,
  maxLength,
  multiline = false,
  rows = 5,
  required = true,
  trim = false,
  autoFocus,
  dir,
  inputMode,
}: Props<T>) {
  const t = useTranslations('Auth');
  const [visible, setVisible] = useState(false);
  const { ref, field, error, ids } = useKitField(control, name);
  const value = typeof field.value === 'string' ? field.value : '';
  const formatNumber = useNumberFormat();
  const counter = counterMax
    ? t('counter', { count: formatNumber(value.length), max: formatNumber(counterMax) })
    : undefined;
  const leftToRight = kind === 'email' || kind === 'tel';
  const password = kind === 'password';

  const common = {
    id: ids.input,
    name: field.name,
    value,
    onChange: field.onChange,
    onBlur: () => {
      if (trim && value !== value.trim()) field.onChange(value.trim());
      field.onBlur();
    },
    required,
    maxLength,
    autoComplete,
    autoFocus,
    dir: dir ?? (leftToRight ? 'ltr' : undefined),
    spellCheck: kind === 'text' ? undefined : false,
    'aria-invalid': !!error,
    'aria-describedby': error || hint || counter ? ids.helper : undefined,
  };

  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} helper={hint ?? counter}>
      {multiline ? (
        <textarea {...common} ref={ref} rows={rows} className={styles.input} />
      ) : (
        <input
          {...common}
          ref={ref}
          type={password && visible ? 'text' : kind}
          inputMode={inputMode ?? (kind === 'tel' ? 'tel' : undefined)}
          className={password ? `${styles.input} ${styles.withAction}` : styles.input}
        />
      )}
      {password && (
        <button
          type="button"
          className={styles.action}
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-controls={ids.input}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon shape={visible ? VisibilityOffIcon : VisibilityIcon} />
        </button>
      )}
    </FieldFrame>
  );
}

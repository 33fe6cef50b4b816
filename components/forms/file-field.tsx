'use client';

import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { BidiText } from '@/components/ui/bidi-text';

import { FieldFrame } from './field-frame';
import styles from './file-field.module.css';
import { useKitField } from './use-kit-field';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** Holds the chosen `File`, or null while none is chosen. */
  name: Path<T>;
  label: string;
  /** The input's accept list (`image/*`, `application/pdf`): a hint to the picker, not a check. */
  accept: string;
  required?: boolean;
  /** The file kept when none is chosen (an edit form): a link to it is shown. */
  existingUrl?: string | null;
  hint?: string;
};

/**
 * The form kit's file field: the native input (so keyboards, screen readers and the picker work
 * as the platform does) behind a button and the chosen file's name in the page's language.
 */
export function FileField<T extends FieldValues>({
  control,
  name,
  label,
  accept,
  required = true,
  existingUrl,
  hint,
}: Props<T>) {
  const t = useTranslations('FileField');
  const { ref, field, error, ids } = useKitField(control, name);
  const chosen: unknown = field.value;
  const file = chosen instanceof File ? chosen : null;
  const statusId = `${ids.input}status`;

  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} helper={hint}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={ids.input}
          name={field.name}
          type="file"
          accept={accept}
          required={required}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${statusId} ${ids.helper}` : statusId}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.currentTarget.files?.[0] ?? null)}
        />
        <span className={styles.button} aria-hidden="true">
          {t('choose')}
        </span>
        <span id={statusId} className={styles.status}>
          {file ? <BidiText>{file.name}</BidiText> : existingUrl ? t('kept') : t('none')}
        </span>
        {!file && existingUrl && (
          <a className={styles.existing} href={existingUrl} target="_blank" rel="noreferrer">
            {t('open')}
          </a>
        )}
      </div>
    </FieldFrame>
  );
}

'use client';

import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { FileField } from '@/components/forms/file-field';

import styles from './document-field.module.css';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** Holds the chosen `File`, or null. */
  name: Path<T>;
  /** Holds true when the editor removes the stored file. */
  removeName: Path<T>;
  label: string;
  /** The stored file's address, if there is one. */
  existingUrl: string | null;
  /** "Remove the file". */
  removeLabel: string;
  hint?: string;
};

/**
 * A content record's document (issue 29): a PDF chosen with the form kit's file field, and, when
 * one is stored, a check box that removes it (a chosen file replaces it anyway).
 */
export function DocumentField<T extends FieldValues>({
  control,
  name,
  removeName,
  label,
  existingUrl,
  removeLabel,
  hint,
}: Props<T>) {
  const {
    field: { ref, value, onChange, ...remove },
  } = useController({ control, name: removeName });
  return (
    <div className={styles.field}>
      <FileField
        control={control}
        name={name}
        label={label}
        accept="application/pdf"
        required={false}
        existingUrl={existingUrl}
        hint={hint}
      />
      {existingUrl && (
        <label className={styles.remove}>
          <input
            ref={ref}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            {...remove}
          />
          {removeLabel}
        </label>
      )}
    </div>
  );
}

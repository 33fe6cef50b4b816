'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control } from 'react-hook-form';

import { RichTextPair } from '@/components/console/rich-text/rich-text-pair';
import { FileField } from '@/components/forms/file-field';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormSelectField } from '@/components/forms/form-select-field';
import { FormTextField } from '@/components/forms/form-text-field';

import type { FormValues, PairField, RecordField } from './record-fields';
import styles from './records.module.css';

type Props = {
  control: Control<FormValues>;
  field: RecordField;
  /** The stored file's address (an edit keeps it when no new file is chosen). */
  stored?: unknown;
  /** The words of the language pair's halves: "Title (English)", "Title (Arabic)". */
  languages: { english: string; arabic: string };
};

function SwitchField({
  control,
  name,
  label,
  on = 1,
}: {
  control: Control<FormValues>;
  name: string;
  label: string;
  on?: 0 | 1;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      className={styles.switch}
      label={label}
      control={
        <Switch
          slotProps={{ input: { ref: field.ref, name: field.name } }}
          checked={field.value === on}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.checked ? on : 1 - on)}
        />
      }
    />
  );
}

function Pair({ control, field, languages }: Props & { field: PairField }) {
  const { english, arabic, label, max = 500, required = true, hint } = field;
  if (field.kind === 'richPair') {
    return (
      <div className={styles.wide}>
        <RichTextPair
          control={control}
          english={english}
          arabic={arabic}
          label={label}
          required={required}
        />
      </div>
    );
  }
  const multiline = field.kind === 'textareaPair';
  const common = {
    control,
    maxLength: max,
    multiline,
    rows: multiline ? 4 : undefined,
    required,
    hint,
    trim: true,
  };
  const link = field.kind === 'linkPair';
  return (
    <>
      <FormTextField
        {...common}
        name={english}
        label={`${label} (${languages.english})`}
        dir="ltr"
      />
      <FormTextField
        {...common}
        name={arabic}
        label={`${label} (${languages.arabic})`}
        dir={link ? 'ltr' : 'rtl'}
      />
    </>
  );
}

/** One field of a content record's form, as its description says. */
export function RecordFieldView({ control, field, stored, languages }: Props) {
  switch (field.kind) {
    case 'textPair':
    case 'textareaPair':
    case 'linkPair':
    case 'richPair':
      return <Pair control={control} field={field} languages={languages} />;
    case 'text':
      return (
        <FormTextField
          control={control}
          name={field.name}
          label={field.label}
          maxLength={field.max}
          required={field.required ?? true}
          hint={field.hint}
          dir={field.dir ?? 'auto'}
          trim
        />
      );
    case 'image':
    case 'pdf':
      return (
        <div className={styles.wide}>
          <FileField
            control={control}
            name={field.name}
            label={field.label}
            accept={
              field.kind === 'image'
                ? 'image/jpeg,image/png,image/webp,image/gif'
                : 'application/pdf'
            }
            required={Boolean(field.required) && !stored}
            existingUrl={typeof stored === 'string' && stored ? stored : null}
            hint={field.hint}
          />
        </div>
      );
    case 'date':
      return (
        <FormDateField
          control={control}
          name={field.name}
          label={field.label}
          required={field.required ?? true}
          hint={field.hint}
        />
      );
    case 'select':
      return (
        <FormSelectField
          control={control}
          name={field.name}
          label={field.label}
          options={field.options}
          required={field.required ?? true}
          hint={field.hint}
        />
      );
    case 'switch':
      return <SwitchField control={control} name={field.name} label={field.label} on={field.on} />;
  }
}

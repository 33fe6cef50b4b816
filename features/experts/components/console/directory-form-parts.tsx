'use client';

import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';

import {
  ConsoleFormDialog,
  type ConsoleFormDialogProps,
} from '@/components/console/console-form-dialog';

import styles from './experts-console.module.css';

/** A text of the expert or pool form: its API name, limit, direction and kind of box. */
export type DirectoryText<N extends string> = {
  name: N;
  max: number;
  dir: 'ltr' | 'rtl';
  required: boolean;
  multiline: boolean;
  minRows?: number;
};

/** The texts in pairs (English beside Arabic), each with its error from the form's check. */
export function DirectoryTexts<N extends string>({
  texts,
  values,
  errors,
  onChange,
}: {
  texts: readonly DirectoryText<N>[];
  values: Record<N, string>;
  errors: Partial<Record<string, string>>;
  onChange: (name: N, value: string) => void;
}) {
  const t = useTranslations('ExpertsAdmin');
  return (
    <div className={styles.pairs}>
      {texts.map(({ name, max, dir, required, multiline, minRows }) => (
        <TextField
          key={name}
          name={name}
          label={t(`fields.${name as string}`)}
          value={values[name]}
          onChange={(event) => onChange(name, event.target.value)}
          error={!!errors[name]}
          helperText={errors[name]}
          required={required}
          fullWidth
          multiline={multiline}
          minRows={minRows}
          slotProps={{ htmlInput: { maxLength: max, dir } }}
        />
      ))}
    </div>
  );
}

/** The expert's or the pool's dialog: medium width, the form's save, Cancel and Save. */
export function DirectoryFormDialog(
  props: Pick<ConsoleFormDialogProps, 'title' | 'save' | 'onClose' | 'onSubmit' | 'children'>,
) {
  const t = useTranslations('ExpertsAdmin');
  return (
    <ConsoleFormDialog
      {...props}
      maxWidth="md"
      labels={{ cancel: t('dialog.cancel'), save: t('dialog.save') }}
    />
  );
}

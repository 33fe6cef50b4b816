'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { useErrorText } from '@/components/forms/use-field-error';
import { answerMessage, fieldErrorsOf } from '@/lib/http/error-text';

import {
  type ReferenceEntry,
  type ReferenceKind,
  useReferenceChange,
} from '../../api/use-reference-lists';
import { exportTypeInputSchema } from '../../schemas';

import styles from './institutions-admin.module.css';

type Values = { type_eng: string; type_ara: string };
/** Both lists have the same two names; the form uses the types' field names and the schema. */
const API_FIELDS = { types: ['type_eng', 'type_ara'], modes: ['mode_eng', 'mode_ara'] } as const;

type Props = {
  kind: ReferenceKind;
  entry: ReferenceEntry | null;
  open: boolean;
  onClose: () => void;
  onSaved: (name: string, created: boolean) => void;
};

/** Adds or renames an export type or participation mode (a new key each time it opens). */
export function ReferenceEntryDialog({ kind, entry, open, onClose, onSaved }: Props) {
  const t = useTranslations('InstitutionsAdmin');
  const errorText = useErrorText();
  const ar = useLocale() === 'ar';
  const change = useReferenceChange(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const formId = useId();
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(exportTypeInputSchema),
    defaultValues: { type_eng: entry?.eng ?? '', type_ara: entry?.ara ?? '' },
  });

  const submit = handleSubmit(async ({ type_eng: eng, type_ara: ara }) => {
    setFailure(null);
    try {
      await change.mutateAsync(
        entry ? { kind: 'update', id: entry.id, eng, ara } : { kind: 'create', eng, ara },
      );
      onSaved(ar ? ara : eng, !entry);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      const [engField, araField] = API_FIELDS[kind];
      if (byField[engField]) setError('type_eng', { message: byField[engField][0] });
      if (byField[araField]) setError('type_ara', { message: byField[araField][0] });
      if (!byField[engField] && !byField[araField])
        setFailure(answerMessage(error) ?? t('errors.failed'));
    }
  });

  const field = (name: keyof Values, label: string, dir: 'ltr' | 'rtl') => (
    <Controller
      control={control}
      name={name}
      render={({ field: props, fieldState }) => (
        <TextField
          {...props}
          label={label}
          required
          fullWidth
          error={!!fieldState.error}
          helperText={errorText(fieldState.error?.message)}
          slotProps={{ htmlInput: { dir, maxLength: 120 } }}
        />
      )}
    />
  );

  const title = entry
    ? t('lists.editTitle', { name: ar ? entry.ara : entry.eng })
    : t(kind === 'types' ? 'lists.addType' : 'lists.addMode');
  return (
    <Dialog
      open={open}
      onClose={() => !change.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <form id={formId} noValidate onSubmit={submit} className={styles.dialogForm}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {field('type_eng', t('lists.eng'), 'ltr')}
          {field('type_ara', t('lists.ara'), 'rtl')}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={change.isPending}>
          {t('form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

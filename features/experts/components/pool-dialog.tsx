'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { useSavePool } from '../api/use-save-directory';
import { poolInputSchema, type StaffExpert, type StaffPool } from '../schemas';

import styles from './experts-console.module.css';
import { PoolExpertsEditor } from './pool-experts-editor';
import { useFormErrors } from './use-form-errors';

const TEXTS = [
  ['NAME_ENG', 120, 'ltr', true],
  ['NAME_ARA', 120, 'rtl', true],
  ['DESCRIPTION_ENG', 1000, 'ltr', false],
  ['DESCRIPTION_ARA', 1000, 'rtl', false],
] as const;
type TextName = (typeof TEXTS)[number][0];
type Fields = Record<TextName, string> & { experts: number[] };

type Props = {
  pool: StaffPool | null;
  experts: StaffExpert[];
  onClose: () => void;
  onSaved: () => void;
};

/** Adds (pool null) or edits a pool: its names and descriptions, and its experts in order. */
export function PoolDialog({ pool, experts, onClose, onSaved }: Props) {
  const t = useTranslations('ExpertsAdmin');
  const save = useSavePool();
  const form = useFormErrors(t('errors.failed'));
  const [fields, setFields] = useState<Fields>(() => ({
    NAME_ENG: pool?.NAME_ENG ?? '',
    NAME_ARA: pool?.NAME_ARA ?? '',
    DESCRIPTION_ENG: pool?.DESCRIPTION_ENG ?? '',
    DESCRIPTION_ARA: pool?.DESCRIPTION_ARA ?? '',
    experts: pool?.experts ?? [],
  }));
  const titleId = useId();
  const formId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(poolInputSchema, fields)) return;
    try {
      await save.mutateAsync({ id: pool?.id, input: fields });
      onSaved();
    } catch (error) {
      form.fromAnswer(error);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !save.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{t(pool ? 'dialog.editPool' : 'dialog.newPool')}</DialogTitle>
      <DialogContent>
        <form id={formId} noValidate onSubmit={submit} className={styles.dialogForm}>
          {form.failure && (
            <Alert severity="error" role="alert">
              {form.failure}
            </Alert>
          )}
          <div className={styles.pairs}>
            {TEXTS.map(([name, max, dir, required]) => (
              <TextField
                key={name}
                name={name}
                label={t(`fields.${name}`)}
                value={fields[name]}
                onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
                error={!!form.errors[name]}
                helperText={form.errors[name]}
                required={required}
                multiline={!required}
                fullWidth
                slotProps={{ htmlInput: { maxLength: max, dir } }}
              />
            ))}
          </div>
          <PoolExpertsEditor
            experts={experts}
            chosen={fields.experts}
            onChange={(chosen) => setFields({ ...fields, experts: chosen })}
            error={form.errors.experts}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

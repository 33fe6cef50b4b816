'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { answerMessage, fieldErrorsOf } from '@/lib/http/error-text';

import { useCreateStaffAccount } from '../api/use-create-staff-account';
import { newStaffAccountSchema, STAFF_ROLE_NAMES, type StaffAccount } from '../schemas';

import styles from './staff-accounts.module.css';
import { suggestPassword } from './suggest-password';

type Fields = { name: string; email: string; role: StaffAccount['role']; password: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { name: '', email: '', role: 'officer', password: '' };

type Props = { open: boolean; onClose: () => void; onCreated: (account: StaffAccount) => void };

// "Add staff account": name, address, role and the initial password the administrator hands over.
export function AddStaffDialog({ open, onClose, onCreated }: Props) {
  const t = useTranslations('StaffAccounts');
  const roles = useTranslations('Console.roles');
  const all = useTranslations();
  const locale = useLocale();
  const create = useCreateStaffAccount();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const formId = useId();

  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const message = (key: string) => (all.has(key as never) ? all(key as never) : key);
  const close = () => {
    if (create.isPending) return;
    setFields(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { ...fields, locale: locale === 'ar' ? ('ar' as const) : ('en' as const) };
    const checked = newStaffAccountSchema.safeParse(input);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Fields;
        found[field] ??= message(issue.message);
      }
      setErrors(found);
      focusFirstError(formId, found);
      return;
    }
    setErrors({});
    try {
      const account = await create.mutateAsync(input);
      setFields(EMPTY);
      onCreated(account);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      const found: FieldErrors = {};
      for (const name of Object.keys(EMPTY) as (keyof Fields)[]) {
        if (byField[name]?.[0]) found[name] = byField[name][0];
      }
      setErrors(found);
      if (Object.keys(found).length > 0) focusFirstError(formId, found);
      else setFailure(answerMessage(error) ?? t('errors.failed'));
    }
  };

  const field = (name: keyof Fields) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
    error: !!errors[name],
    required: true,
    fullWidth: true,
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <form id={formId} noValidate onSubmit={submit} className={styles.dialogForm}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            {...field('name')}
            label={t('dialog.name')}
            helperText={errors.name}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            {...field('email')}
            type="email"
            label={t('dialog.email')}
            helperText={errors.email}
            autoComplete="off"
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          />
          <TextField
            {...field('role')}
            select
            label={t('dialog.role')}
            helperText={errors.role ?? t('roleHelp')}
            slotProps={{ select: { native: true } }}
          >
            {STAFF_ROLE_NAMES.map((role) => (
              <option key={role} value={role}>
                {roles(role)}
              </option>
            ))}
          </TextField>
          <div className={styles.passwordRow}>
            <TextField
              {...field('password')}
              label={t('dialog.password')}
              helperText={errors.password ?? t('dialog.passwordHint')}
              autoComplete="new-password"
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, maxLength: 128 } }}
            />
            <Button variant="outlined" onClick={() => set('password')(suggestPassword())}>
              {t('dialog.generate')}
            </Button>
          </div>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={create.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={create.isPending}>
          {t('dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function focusFirstError(formId: string, errors: FieldErrors) {
  const first = (['name', 'email', 'role', 'password'] as const).find((name) => errors[name]);
  if (!first) return;
  const form = document.getElementById(formId);
  form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

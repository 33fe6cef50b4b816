'use client';

import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import { useConsoleSave } from '@/components/console/use-console-save';

import { createStaffAccount } from '../../api/change-staff-account';
import { newStaffAccountSchema, STAFF_ROLE_NAMES, type StaffAccount } from '../../schemas';

import styles from './staff-accounts.module.css';
import { suggestPassword } from './suggest-password';

type Fields = { name: string; email: string; role: StaffAccount['role']; password: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { name: '', email: '', role: 'officer', password: '' };
const NAMES = Object.keys(EMPTY) as (keyof Fields)[];

type Props = { onClose: () => void; onCreated: (account: StaffAccount) => void };

// "Add staff account": name, address, role and the initial password the administrator hands over.
export function AddStaffDialog({ onClose, onCreated }: Props) {
  const t = useTranslations('StaffAccounts');
  const roles = useTranslations('Console.roles');
  const all = useTranslations();
  const locale = useLocale();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const message = (key: string) => (all.has(key as never) ? all(key as never) : key);
  /** Shows the errors, the first one's field focused; false when there are none. */
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = NAMES.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first !== undefined;
  };
  const save = useConsoleSave(t('errors.failed'), (byField) => {
    const found: FieldErrors = {};
    for (const name of NAMES) if (byField[name]?.[0]) found[name] = byField[name][0];
    return showErrors(found);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    save.clearFailure();
    const input = { ...fields, locale: locale === 'ar' ? ('ar' as const) : ('en' as const) };
    const checked = newStaffAccountSchema.safeParse(input);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        found[issue.path[0] as keyof Fields] ??= message(issue.message);
      }
      showErrors(found);
      return;
    }
    setErrors({});
    await save.run(async () => onCreated(await createStaffAccount(input)));
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
    <ConsoleFormDialog
      title={t('dialog.title')}
      save={save}
      labels={{ cancel: t('dialog.cancel'), save: t('dialog.submit') }}
      onClose={onClose}
      onSubmit={submit}
      formRef={formRef}
    >
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
    </ConsoleFormDialog>
  );
}

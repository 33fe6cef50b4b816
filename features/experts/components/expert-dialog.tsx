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

import { useSaveExpert } from '../api/use-save-directory';
import { useSectors } from '../api/use-sectors';
import { EXPERT_LANGUAGES } from '../constants';
import { languageNames } from '../expert-labels';
import { expertInputSchema, type StaffExpert } from '../schemas';

import { ChoiceGroup } from './choice-group';
import styles from './experts-console.module.css';
import { useFormErrors } from './use-form-errors';

const TEXTS = [
  ['FULL_NAME', 120, 'ltr'],
  ['FULL_NAME_ARA', 120, 'rtl'],
  ['TITLE_ENG', 160, 'ltr'],
  ['TITLE_ARA', 160, 'rtl'],
  ['EXPERTISE_ENG', 400, 'ltr'],
  ['EXPERTISE_ARA', 400, 'rtl'],
  ['DESCRIPTION_ENG', 2000, 'ltr'],
  ['DESCRIPTION_ARA', 2000, 'rtl'],
] as const;
type TextName = (typeof TEXTS)[number][0];
type Fields = Record<TextName | 'email' | 'phone', string> & {
  sectors: number[];
  languages: string[];
};

const fieldsOf = (expert: StaffExpert | null): Fields => ({
  FULL_NAME: expert?.FULL_NAME ?? '',
  FULL_NAME_ARA: expert?.FULL_NAME_ARA ?? '',
  TITLE_ENG: expert?.TITLE_ENG ?? '',
  TITLE_ARA: expert?.TITLE_ARA ?? '',
  EXPERTISE_ENG: expert?.EXPERTISE_ENG ?? '',
  EXPERTISE_ARA: expert?.EXPERTISE_ARA ?? '',
  DESCRIPTION_ENG: expert?.DESCRIPTION_ENG ?? '',
  DESCRIPTION_ARA: expert?.DESCRIPTION_ARA ?? '',
  email: expert?.email ?? '',
  phone: expert?.phone ?? '',
  sectors: expert?.sectors ?? [],
  languages: expert?.languages ?? [],
});

type Props = { expert: StaffExpert | null; onClose: () => void; onSaved: () => void };

/** Adds (expert null) or edits an expert: every text in both languages, sectors and languages. */
export function ExpertDialog({ expert, onClose, onSaved }: Props) {
  const t = useTranslations('ExpertsAdmin');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const sectors = useSectors();
  const save = useSaveExpert();
  const form = useFormErrors(t('errors.failed'));
  const [fields, setFields] = useState<Fields>(() => fieldsOf(expert));
  const titleId = useId();
  const formId = useId();
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(expertInputSchema, fields)) return;
    try {
      await save.mutateAsync({ id: expert?.id, input: fields as never });
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
      <DialogTitle id={titleId}>{t(expert ? 'dialog.editExpert' : 'dialog.newExpert')}</DialogTitle>
      <DialogContent>
        <form id={formId} noValidate onSubmit={submit} className={styles.dialogForm}>
          {form.failure && (
            <Alert severity="error" role="alert">
              {form.failure}
            </Alert>
          )}
          <div className={styles.pairs}>
            {TEXTS.map(([name, max, dir]) => (
              <TextField
                key={name}
                name={name}
                label={t(`fields.${name}`)}
                value={fields[name]}
                onChange={(event) => set(name, event.target.value)}
                error={!!form.errors[name]}
                helperText={form.errors[name]}
                required
                fullWidth
                multiline={max > 200}
                minRows={max > 1000 ? 3 : undefined}
                slotProps={{ htmlInput: { maxLength: max, dir } }}
              />
            ))}
          </div>
          <ChoiceGroup
            legend={t('fields.sectors')}
            options={(sectors.data ?? []).map((sector) => ({
              value: sector.iid,
              label: locale === 'ar' ? sector.name_ara : sector.name_eng,
            }))}
            chosen={fields.sectors}
            onChange={(chosen) => set('sectors', chosen)}
            error={form.errors.sectors}
          />
          <ChoiceGroup
            legend={t('fields.languages')}
            options={EXPERT_LANGUAGES.map((code) => ({
              value: code as string,
              label: languageNames([code], locale)[0]!,
            }))}
            chosen={fields.languages}
            onChange={(chosen) => set('languages', chosen)}
            error={form.errors.languages}
          />
          <div className={styles.pairs}>
            <TextField
              name="email"
              type="email"
              label={t('fields.email')}
              value={fields.email}
              onChange={(event) => set('email', event.target.value)}
              error={!!form.errors.email}
              helperText={form.errors.email}
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 255 } }}
            />
            <TextField
              name="phone"
              type="tel"
              label={t('fields.phone')}
              value={fields.phone}
              onChange={(event) => set('phone', event.target.value)}
              error={!!form.errors.phone}
              helperText={form.errors.phone}
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 20 } }}
            />
          </div>
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

'use client';

import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { pick } from '@/lib/i18n/localized';

import { saveExpert } from '../../api/change-directory';
import { EXPERT_LANGUAGES } from '../../constants';
import { languageNames, type SectorOption } from '../../expert-labels';
import { expertInputSchema, type StaffExpert } from '../../schemas';

import { ChoiceGroup } from './choice-group';
import { DirectoryFormDialog, DirectoryTexts } from './directory-form-parts';
import {
  EXPERT_FIELDS,
  EXPERT_TEXTS,
  expertFieldsOf,
  type ExpertFormFields,
} from './expert-form-values';
import styles from './experts-console.module.css';
import { useFormErrors } from './use-form-errors';

/** Every text is required; the longer ones are text areas. */
const TEXTS = EXPERT_TEXTS.map(([name, max, dir]) => ({
  name,
  max,
  dir,
  required: true,
  multiline: max > 200,
  minRows: max > 1000 ? 3 : undefined,
}));

type Props = {
  /** The expert to edit (the version it was read at goes with the change); null adds one. */
  expert: StaffExpert | null;
  sectors: SectorOption[];
  onClose: () => void;
  onSaved: () => void;
};

/** Adds or edits an expert (issue 14): every text in both languages, sectors and languages. */
export function ExpertDialog({ expert, sectors, onClose, onSaved }: Props) {
  const t = useTranslations('ExpertsAdmin');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const form = useFormErrors(EXPERT_FIELDS, t('errors.failed'));
  const [fields, setFields] = useState(() => expertFieldsOf(expert));
  const set = <K extends keyof ExpertFormFields>(name: K, value: ExpertFormFields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));
  const text = (name: 'email' | 'phone', type: string, max: number) => (
    <TextField
      name={name}
      type={type}
      label={t(`fields.${name}`)}
      value={fields[name]}
      onChange={(event) => set(name, event.target.value)}
      error={!!form.errors[name]}
      helperText={form.errors[name]}
      slotProps={{ htmlInput: { dir: 'ltr', maxLength: max } }}
    />
  );

  const submit = form.submit(expertInputSchema, fields, async (input) => {
    await saveExpert(input, expert ? { id: expert.id, version: expert.version } : undefined);
    onSaved();
  });

  return (
    <DirectoryFormDialog
      title={t(expert ? 'dialog.editExpert' : 'dialog.newExpert')}
      save={form}
      onClose={onClose}
      onSubmit={submit}
    >
      <DirectoryTexts
        texts={TEXTS}
        values={fields}
        errors={form.errors}
        onChange={(name, value) => set(name, value)}
      />
      <ChoiceGroup
        legend={t('fields.sectors')}
        options={sectors.map((sector) => ({
          value: sector.iid,
          label: pick(sector, 'name', locale),
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
        {text('email', 'email', 255)}
        {text('phone', 'tel', 20)}
      </div>
    </DirectoryFormDialog>
  );
}

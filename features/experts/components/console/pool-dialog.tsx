'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { savePool } from '../../api/change-directory';
import { poolInputSchema, type StaffPool } from '../../schemas';

import { DirectoryFormDialog, DirectoryTexts } from './directory-form-parts';
import { type ExpertChoice, PoolExpertsEditor } from './pool-experts-editor';
import { useFormErrors } from './use-form-errors';

const TEXTS = [
  ['NAME_ENG', 120, 'ltr', true],
  ['NAME_ARA', 120, 'rtl', true],
  ['DESCRIPTION_ENG', 1000, 'ltr', false],
  ['DESCRIPTION_ARA', 1000, 'rtl', false],
] as const;
type TextName = (typeof TEXTS)[number][0];
type Fields = Record<TextName, string> & { experts: number[] };
const FIELDS = [...TEXTS.map(([name]) => name), 'experts'];

type Props = {
  /** The pool to edit (the version it was read at goes with the change); null adds one. */
  pool: StaffPool | null;
  experts: ExpertChoice[];
  onClose: () => void;
  onSaved: () => void;
};

/** Adds or edits a pool (issue 14): its names and descriptions, and its experts in order. */
export function PoolDialog({ pool, experts, onClose, onSaved }: Props) {
  const t = useTranslations('ExpertsAdmin');
  const form = useFormErrors(FIELDS, t('errors.failed'));
  const [fields, setFields] = useState<Fields>(() => ({
    NAME_ENG: pool?.NAME_ENG ?? '',
    NAME_ARA: pool?.NAME_ARA ?? '',
    DESCRIPTION_ENG: pool?.DESCRIPTION_ENG ?? '',
    DESCRIPTION_ARA: pool?.DESCRIPTION_ARA ?? '',
    experts: pool?.experts ?? [],
  }));

  const submit = form.submit(poolInputSchema, fields, async (input) => {
    await savePool(input, pool ? { id: pool.id, version: pool.version } : undefined);
    onSaved();
  });

  return (
    <DirectoryFormDialog
      title={t(pool ? 'dialog.editPool' : 'dialog.newPool')}
      save={form}
      onClose={onClose}
      onSubmit={submit}
    >
      <DirectoryTexts
        texts={TEXTS.map(([name, max, dir, required]) => ({
          name,
          max,
          dir,
          required,
          multiline: !required,
        }))}
        values={fields}
        errors={form.errors}
        onChange={(name, value) => setFields({ ...fields, [name]: value })}
      />
      <PoolExpertsEditor
        experts={experts}
        chosen={fields.experts}
        onChange={(chosen) => setFields({ ...fields, experts: chosen })}
        error={form.errors.experts}
      />
    </DirectoryFormDialog>
  );
}

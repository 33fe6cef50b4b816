'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import grid from '@/components/console/console-form-grid.module.css';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { FormDateField } from '@/components/forms/form-date-field';
import { FormTextField } from '@/components/forms/form-text-field';

import { saveBarrierUpdate } from '../../api/change-barrier';
import { BARRIER_UPDATE_MAX } from '../../constants';
import {
  barrierUpdateInputSchema,
  type BarrierUpdateInput,
  type StaffBarrierUpdate,
} from '../../schemas';

type Props = {
  barrierId: number;
  /** The update to edit (its version goes with the change); null adds one. */
  update: StaffBarrierUpdate | null;
  /** A new update's day: today in Amman. */
  today: string;
  onClose: () => void;
  onSaved: () => void;
};

const FIELDS = ['date', 'text_eng', 'text_ara'] as const;
const formField = (field: string) => FIELDS.find((name) => name === field);

/** Adds or edits a dated public update of an entry, in both languages. */
export function UpdateFormDialog({ barrierId, update, today, onClose, onSaved }: Props) {
  const t = useTranslations('TradeBarrierRegisterAdmin');
  const { control, handleSubmit, setError } = useForm<BarrierUpdateInput>({
    resolver: zodResolver(barrierUpdateInputSchema),
    defaultValues: update
      ? { date: update.date, text_eng: update.text_eng, text_ara: update.text_ara }
      : { date: today, text_eng: '', text_ara: '' },
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, formField));
  const submit = handleSubmit(async (input) => {
    const from = update ? { id: update.id, version: update.version } : undefined;
    if (await save.run(() => saveBarrierUpdate(barrierId, input, from))) onSaved();
  });
  const text = (name: 'text_eng' | 'text_ara') => (
    <FormTextField
      control={control}
      name={name}
      label={t(`updates.${name}`)}
      required
      maxLength={BARRIER_UPDATE_MAX}
      multiline
      rows={4}
      dir={name === 'text_ara' ? 'rtl' : 'ltr'}
      trim
    />
  );
  return (
    <ConsoleFormDialog
      title={update ? t('updates.editTitle') : t('updates.addTitle')}
      save={save}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={grid.form}
    >
      <FormDateField control={control} name="date" label={t('updates.date')} required />
      {text('text_eng')}
      {text('text_ara')}
    </ConsoleFormDialog>
  );
}

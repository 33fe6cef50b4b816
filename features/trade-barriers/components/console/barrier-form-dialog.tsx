'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import grid from '@/components/console/console-form-grid.module.css';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { useIsolate } from '@/lib/i18n/use-isolate';

import { saveBarrier } from '../../api/change-barrier';
import {
  barrierFormSchema,
  type BarrierFormValues,
  type BarrierPrefill,
  type StaffBarrier,
} from '../../schemas';

import { BarrierKindFields, BarrierTextFields } from './barrier-form-fields';
import { BARRIER_FIELDS, barrierFormValues, barrierInputOf } from './barrier-form-values';

type Props = {
  /** The entry to edit (its version goes with the change); null adds one. */
  entry: StaffBarrier | null;
  /** A new entry's values from an exporter's barrier report. */
  prefill?: BarrierPrefill | null;
  onClose: () => void;
  /** Saved: its title in the page's language, isolated for the sentence that announces it. */
  onSaved: (title: string) => void;
};

/** The API's field (`hs_codes.2` for one code) as the form's field. */
const formField = (field: string) => BARRIER_FIELDS.find((name) => field.split('.')[0] === name);

/**
 * Adds or edits a register entry (issue 39 part 3) in both languages; the same rules check it
 * here and on the server. A new entry is a draft until it is prepared and approved.
 */
export function BarrierFormDialog({ entry, prefill = null, onClose, onSaved }: Props) {
  const t = useTranslations('TradeBarrierRegisterAdmin');
  const isolate = useIsolate();
  const locale = useLocale();
  const { control, handleSubmit, setError } = useForm<BarrierFormValues>({
    resolver: zodResolver(barrierFormSchema),
    defaultValues: barrierFormValues(entry, prefill),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, formField));
  const titleOf = (texts: { title_eng: string; title_ara: string }) =>
    isolate(locale === 'ar' ? texts.title_ara : texts.title_eng);

  const submit = handleSubmit(async (values) => {
    const from = entry ? { id: entry.id, version: entry.version } : undefined;
    const saved = await save.run(async () => {
      await saveBarrier(barrierInputOf(values), from);
    });
    if (saved) onSaved(titleOf(values));
  });

  return (
    <ConsoleFormDialog
      title={
        entry
          ? t('form.editTitle', { name: titleOf(entry) })
          : prefill
            ? t('form.fromReportTitle', { id: prefill.source_enquiry_id })
            : t('form.addTitle')
      }
      busy={save.busy}
      failure={save.failure}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={grid.form}
    >
      <BarrierTextFields control={control} />
      <BarrierKindFields control={control} />
    </ConsoleFormDialog>
  );
}

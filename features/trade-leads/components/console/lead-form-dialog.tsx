'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import grid from '@/components/console/console-form-grid.module.css';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { saveLead } from '../../api/change-lead';
import {
  LEAD_FORM_FIELDS,
  type LeadForm,
  leadFormSchema,
  leadFormValuesOf,
  leadInputOf,
} from '../../lead-form-values';
import type { StaffTradeLead } from '../../staff-schemas';

import { LeadContactFields, LeadMarketFields, LeadTextFields } from './lead-form-fields';

type Props = {
  /** The lead to edit (the version it was read at goes with the change); null adds a draft. */
  lead: StaffTradeLead | null;
  onClose: () => void;
  /** Saved: its title in the page's language, isolated for the sentence that announces it. */
  onSaved: (title: string) => void;
};

const apiField = (field: string) => LEAD_FORM_FIELDS.find((name) => name === field);

/**
 * Adds a lead as a draft or edits one (issue 39) in both languages: the same rules check it here
 * and on the server, which also checks the HS codes against the nomenclature.
 */
export function LeadFormDialog({ lead, onClose, onSaved }: Props) {
  const t = useTranslations('TradeLeadsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { control, handleSubmit, setError } = useForm<LeadForm>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: leadFormValuesOf(lead),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const titleOf = (titles: { title_eng: string; title_ara: string }) =>
    isolate(shown === 'ar' ? titles.title_ara : titles.title_eng, shown);

  const submit = handleSubmit(async (form) => {
    const from = lead ? { id: lead.id, version: lead.version } : undefined;
    const saved = await save.run(async () => {
      await saveLead(leadInputOf(form), from);
    });
    if (saved) onSaved(titleOf(form));
  });

  return (
    <ConsoleFormDialog
      title={lead ? t('form.editTitle', { name: titleOf(lead) }) : t('form.addTitle')}
      busy={save.busy}
      failure={save.failure}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={grid.form}
    >
      <LeadTextFields control={control} />
      <LeadMarketFields control={control} />
      <LeadContactFields control={control} />
    </ConsoleFormDialog>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { CheckChoices } from '@/components/console/check-fields';
import { ConsoleFormDialog } from '@/components/console/console-form-dialog';
import grid from '@/components/console/console-form-grid.module.css';
import { onFormFields, useConsoleSave } from '@/components/console/use-console-save';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import { savePublication } from '../../api/change-publication';
import {
  PUBLICATION_FORM_FIELDS,
  publicationFormSchema,
  valuesOf,
  type PublicationFormValues,
} from '../../publication-form-values';
import type { Country, Sector, StaffPublication } from '../../schemas';

import { CountrySelect } from './publication-choices';
import { FileFields, PublishingFields, TextFields } from './publication-form-fields';

export type PublicationChoices = { countries: Country[]; sectors: Sector[]; today: string };

type Props = {
  /** The publication to edit (the version it was read at goes with the change); null adds one. */
  publication: StaffPublication | null;
  choices: PublicationChoices;
  onClose: () => void;
  /** Saved: its title in the page's language, isolated for the sentence that announces it. */
  onSaved: (title: string) => void;
};

const apiField = (field: string) => PUBLICATION_FORM_FIELDS.find((name) => name === field);

/**
 * Adds or edits a publication (issue 26): both languages' titles and summaries, the cover and the
 * PDFs, the country and sectors, the date, status and VIP flag. The same schema as the server's
 * checks the fields; the server checks the files' content. Unmounted when it closes.
 */
export function PublicationFormDialog({ publication, choices, onClose, onSaved }: Props) {
  const t = useTranslations('PublicationsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const { control, handleSubmit, setError } = useForm<PublicationFormValues>({
    resolver: zodResolver(publicationFormSchema(publication === null)),
    defaultValues: valuesOf(publication, choices.today),
  });
  const save = useConsoleSave(t('errors.failed'), onFormFields(setError, apiField));
  const titleOf = (values: { DESCRIPTION_ENG: string; DESCRIPTION_ARA: string }) =>
    isolate(shown === 'ar' ? values.DESCRIPTION_ARA : values.DESCRIPTION_ENG, shown);

  const submit = handleSubmit(async (values) => {
    const from = publication ? { id: publication.id, version: publication.version } : undefined;
    const saved = await save.run(async () => {
      await savePublication(values, from);
    });
    if (saved) onSaved(titleOf(values));
  });

  return (
    <ConsoleFormDialog
      title={
        publication ? t('form.editTitle', { title: titleOf(publication) }) : t('form.addTitle')
      }
      busy={save.busy}
      failure={save.failure}
      maxWidth="md"
      labels={{ cancel: t('form.cancel'), save: t('form.save') }}
      onClose={onClose}
      onSubmit={submit}
      className={grid.form}
    >
      <TextFields control={control} />
      <CountrySelect control={control} countries={choices.countries} />
      <PublishingFields control={control} />
      {/* The sectors (`industry`, several): one at least. */}
      <CheckChoices
        control={control}
        name="industry"
        legend={t('form.industry')}
        options={choices.sectors.map((sector) => ({
          value: sector.id,
          label: pick(sector, 'name', shown),
        }))}
        required
      />
      <FileFields control={control} publication={publication} />
    </ConsoleFormDialog>
  );
}

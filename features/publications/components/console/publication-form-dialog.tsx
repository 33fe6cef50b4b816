'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';

import { CheckChoices } from '@/components/console/check-fields';
import { VersionedFormDialog } from '@/components/console/record-form/versioned-form-dialog';
import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import { savePublication } from '../../api/change-publication';
import {
  PUBLICATION_FORM_FIELDS,
  publicationFormSchema,
  valuesOf,
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

const TITLES = { add: 'form.addTitle', edit: 'form.editTitle', param: 'title' } as const;
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
  return (
    <VersionedFormDialog
      namespace="PublicationsAdmin"
      record={publication}
      resolver={zodResolver(publicationFormSchema(publication === null))}
      defaultValues={valuesOf(publication, choices.today)}
      fieldOf={apiField}
      names={['DESCRIPTION_ENG', 'DESCRIPTION_ARA']}
      save={savePublication}
      titles={TITLES}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
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
        </>
      )}
    </VersionedFormDialog>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';

import { AddRecordButton, RecordRowActions } from '@/components/console/record-actions';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale } from '@/lib/i18n/routing';

import { deleteCountryPage } from '../../api/change-agreement';
import type { FtaCountryRow } from '../../schemas';

import { type CountryChoices, CountryFormDialog } from './country-form-dialog';

/** "Add country page": the form dialog for a new one. */
export function AddCountryButton({ choices }: { choices: CountryChoices }) {
  const t = useTranslations('AgreementsAdmin');
  return (
    <AddRecordButton
      label={t('countries.add')}
      dialog={({ close, saved }) => (
        <CountryFormDialog
          page={null}
          choices={choices}
          onClose={close}
          onSaved={(name) => saved(t('done.created', { name }))}
        />
      )}
    />
  );
}

/** A row's Edit (the form dialog at the row's version) and Delete (asked first). */
export function CountryActions({
  page,
  choices,
}: {
  page: FtaCountryRow;
  choices: CountryChoices;
}) {
  const t = useTranslations('AgreementsAdmin');
  const locale = useLocale();
  const shown = isLocale(locale) ? locale : 'en';
  const name = shown === 'ar' ? page.title_ara : page.title_eng;
  const shownName = isolate(name, shown);
  return (
    <RecordRowActions
      edit={{ label: t('edit'), name: t('editLabel', { name }) }}
      remove={{
        label: t('delete'),
        name: t('deleteLabel', { name }),
        question: {
          danger: true,
          confirmLabel: t('confirm.confirm'),
          title: t('confirm.deleteTitle', { name: shownName }),
          text: t('countries.deleteText'),
          run: () => deleteCountryPage(page.id, page.version),
          done: t('done.deleted', { name: shownName }),
        },
      }}
      dialog={({ close, saved }) => (
        <CountryFormDialog
          page={page}
          choices={choices}
          onClose={close}
          onSaved={(changed) => saved(t('done.updated', { name: changed }))}
        />
      )}
    />
  );
}

'use client';

import { AddRecord, RecordActions } from '@/components/console/record-buttons/record-buttons';

import { deleteCountryPage } from '../../api/change-agreement';
import type { FtaCountryRow } from '../../schemas';

import { type CountryChoices, CountryFormDialog } from './country-form-dialog';

const texts = {
  namespace: 'AgreementsAdmin',
  keys: { add: 'countries.add', deleteText: 'countries.deleteText' },
};

/** "Add country page": the form dialog for a new one. */
export function AddCountryButton({ choices }: { choices: CountryChoices }) {
  return (
    <AddRecord
      texts={texts}
      form={(handlers) => <CountryFormDialog page={null} choices={choices} {...handlers} />}
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
  return (
    <RecordActions
      texts={texts}
      name={{ en: page.title_eng, ar: page.title_ara }}
      remove={() => deleteCountryPage(page.id, page.version)}
      form={(handlers) => <CountryFormDialog page={page} choices={choices} {...handlers} />}
    />
  );
}

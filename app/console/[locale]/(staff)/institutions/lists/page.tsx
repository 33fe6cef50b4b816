import { consolePage } from '@/features/console/server/console-page';
import { ReferenceList } from '@/features/institutions/components/console/reference-lists';
import { referenceEntryOf } from '@/features/institutions/reference-entry';
import { listReferenceRows } from '@/features/institutions/server/reference-store';
import { consolePath } from '@/lib/navigation/console-path';

// /admin/institutions/lists (issue 14): editors keep the export types and participation modes.
const route = consolePage({
  area: 'institutions',
  namespace: 'InstitutionsAdmin',
  title: 'listsTitle',
  description: 'listsDescription',
  read: async (db) => {
    const [types, modes] = await Promise.all([
      listReferenceRows(db, 'types'),
      listReferenceRows(db, 'modes'),
    ]);
    return {
      types: types.map((row) => referenceEntryOf('types', row)),
      modes: modes.map((row) => referenceEntryOf('modes', row)),
    };
  },
  view: ({ types, modes }, { locale }, t) => ({
    actions: (
      <a href={consolePath('/institutions', locale)} className="button button-outlined">
        {t('backToList')}
      </a>
    ),
    body: (
      <>
        <ReferenceList locale={locale} kind="types" entries={types} />
        <ReferenceList locale={locale} kind="modes" entries={modes} />
      </>
    ),
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

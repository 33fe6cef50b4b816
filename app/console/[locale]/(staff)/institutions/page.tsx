import { consolePage, readTogether } from '@/features/console/server/console-page';
import { AddInstitutionButton } from '@/features/institutions/components/console/institution-buttons';
import { InstitutionsList } from '@/features/institutions/components/console/institutions-list';
import { filterInstitutions, withNames } from '@/features/institutions/institution-list';
import { institutionConsoleQuerySchema } from '@/features/institutions/schemas';
import { listInstitutionRows, listReferenceLists } from '@/features/institutions/server/queries';
import { consolePath } from '@/lib/navigation/console-path';
import { lenientQuery } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

// /admin/institutions (issue 14): editors keep the trade support institutions of the directory.
const route = consolePage({
  area: 'institutions',
  namespace: 'InstitutionsAdmin',
  query: (search) => lenientQuery(institutionConsoleQuerySchema, search),
  read: (db) => readTogether(db, { stored: listInstitutionRows, lists: listReferenceLists }),
  view: ({ stored, lists }, { locale, query, shown }, t) => {
    const rows = withNames(stored, lists);
    // A page past the end (the list shrank) shows the last page.
    const page = listPage(filterInstitutions(rows, { q: query.q }), query.page, query.page_size);
    return {
      actions: (
        <>
          <a href={consolePath('/institutions/lists', locale)} className="button button-outlined">
            {t('listsLink')}
          </a>
          <AddInstitutionButton lists={lists} />
        </>
      ),
      body: <InstitutionsList {...shown(page)} lists={lists} />,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

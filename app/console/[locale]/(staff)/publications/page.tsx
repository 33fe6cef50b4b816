import { consolePage, readTogether } from '@/features/console/server/console-page';
import { listCountries, listIndustries } from '@/features/lookups/server/queries';
import { AddPublicationButton } from '@/features/publications/components/console/publication-buttons';
import type { PublicationChoices } from '@/features/publications/components/console/publication-form-dialog';
import { PublicationsList } from '@/features/publications/components/console/publications-list';
import { orderCountries } from '@/features/publications/publication-filters';
import { staffPublicationsQuerySchema } from '@/features/publications/schemas';
import { listStaffPublications } from '@/features/publications/server/staff-reads';
import { lenientQuery } from '@/lib/navigation/list-query';
import { ammanDay } from '@/lib/time/amman-day';

// /admin/publications (issue 26): editors keep the publications catalogue, with how often members
// downloaded each file.
const route = consolePage({
  area: 'publications',
  namespace: 'PublicationsAdmin',
  query: (search) => lenientQuery(staffPublicationsQuerySchema, search),
  read: (db, { query }) =>
    readTogether(db, {
      page: (db) => listStaffPublications(db, query),
      countries: listCountries,
      industries: listIndustries,
    }),
  view: ({ page, countries, industries }, { locale, shown }) => {
    const choices: PublicationChoices = {
      countries: orderCountries(countries, locale),
      sectors: industries.map(({ iid, name_eng, name_ara }) => ({ id: iid, name_eng, name_ara })),
      today: ammanDay(new Date()),
    };
    return {
      actions: <AddPublicationButton choices={choices} />,
      body: <PublicationsList {...shown(page)} choices={choices} />,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { consolePage } from '@/features/console/server/console-page';
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
  read: async (db, { query }) => {
    const [page, countries, industries] = await Promise.all([
      listStaffPublications(db, query),
      listCountries(db),
      listIndustries(db),
    ]);
    const sectors = industries.map(({ iid, name_eng, name_ara }) => ({
      id: iid,
      name_eng,
      name_ara,
    }));
    return { page, countries, sectors };
  },
  view: ({ page, countries, sectors }, { locale, query }) => {
    const choices: PublicationChoices = {
      countries: orderCountries(countries, locale),
      sectors,
      today: ammanDay(new Date()),
    };
    return {
      actions: <AddPublicationButton choices={choices} />,
      body: (
        <PublicationsList
          locale={locale}
          query={{ ...query, page: page.page }}
          page={page}
          choices={choices}
        />
      ),
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

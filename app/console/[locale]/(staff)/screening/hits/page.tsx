import { consolePage } from '@/features/console/server/console-page';
import { HitsList } from '@/features/screening/components/console/hits-list';
import { ScreeningTabs } from '@/features/screening/components/console/screening-tabs';
import { hitsQuerySchema } from '@/features/screening/hit-schemas';
import { listHits } from '@/features/screening/server/hit-reads';
import { lenientQuery } from '@/lib/navigation/list-query';

// /admin/screening/hits (issue 47): the subjects held by a screening hit, open ones first; each
// hit's evidence and decision on its own page.
const route = consolePage({
  area: 'screening',
  namespace: 'ScreeningHitsAdmin',
  query: (search) => lenientQuery(hitsQuerySchema, search),
  read: (db, { query }) => listHits(db, query),
  view: (page, { locale, query }) => ({
    tabs: <ScreeningTabs locale={locale} current="hits" />,
    body: <HitsList locale={locale} query={query} page={page} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

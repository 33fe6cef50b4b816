import { consolePage } from '@/features/console/server/console-page';
import { AddNewsButton } from '@/features/news/components/console/news-buttons';
import { NewsConsoleList } from '@/features/news/components/console/news-console-list';
import { staffNewsQuerySchema } from '@/features/news/schemas';
import { listStaffNews } from '@/features/news/server/staff-reads';
import { lenientQuery } from '@/lib/navigation/list-query';
import { ammanDay } from '@/lib/time/amman-day';

// /admin/news (issue 29): editors write, preview, publish and unpublish the news in both languages.
const route = consolePage({
  area: 'news',
  namespace: 'NewsAdmin',
  query: (search) => lenientQuery(staffNewsQuerySchema, search),
  read: (db, { query }) => listStaffNews(db, query),
  view: (page, { shown }) => {
    const today = ammanDay(new Date());
    return {
      actions: <AddNewsButton today={today} />,
      body: <NewsConsoleList {...shown(page)} today={today} />,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

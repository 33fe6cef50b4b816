import { consolePage, readTogether } from '@/features/console/server/console-page';
import { AddStatisticButton } from '@/features/statistics/components/console/statistic-buttons';
import { StatisticsList } from '@/features/statistics/components/console/statistics-list';
import { listStatisticRecords, listTrees } from '@/features/statistics/server/queries';
import { statisticConsoleQuerySchema } from '@/features/statistics/staff-schemas';
import { matchesWords } from '@/features/statistics/statistic-filters';
import { lenientQuery } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

// /admin/statistics (issue 26): editors keep the statistics, studies and infographics of the
// interactive data and the data centre.
const route = consolePage({
  area: 'statistics',
  namespace: 'StatisticsAdmin',
  query: (search) => lenientQuery(statisticConsoleQuerySchema, search),
  read: (db) => readTogether(db, { rows: listStatisticRecords, trees: listTrees }),
  view: ({ rows, trees }, { query, shown }) => {
    const found = rows.filter(
      (row) => (!query.type || row.type === query.type) && matchesWords(row, query.q),
    );
    // A page past the end (the list shrank) shows the last page.
    const page = listPage(found, query.page, query.page_size);
    return {
      actions: <AddStatisticButton trees={trees} />,
      body: <StatisticsList {...shown(page)} trees={trees} />,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

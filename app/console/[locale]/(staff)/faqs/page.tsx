import { consolePage } from '@/features/console/server/console-page';
import { AddFaqButton } from '@/features/faq/components/console/faq-buttons';
import { FaqsConsoleList } from '@/features/faq/components/console/faqs-list';
import { faqConsoleQuerySchema, filterFaqs } from '@/features/faq/faq-console-query';
import { listStaffFaqs } from '@/features/faq/server/staff-faqs';
import { lenientQuery } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';

// /admin/faqs (issue 29): editors keep the FAQs of both audiences, their order within each tab,
// whether they are published and whether the home page shows them.
const route = consolePage({
  area: 'faqs',
  namespace: 'FaqsAdmin',
  query: (search) => lenientQuery(faqConsoleQuerySchema, search),
  read: listStaffFaqs,
  view: (all, { query, shown }) => {
    const page = listPage(filterFaqs(all, query), query.page, query.page_size);
    return {
      actions: <AddFaqButton />,
      body: <FaqsConsoleList {...shown(page)} all={all} />,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

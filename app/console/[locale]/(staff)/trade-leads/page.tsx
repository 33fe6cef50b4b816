import { consolePage } from '@/features/console/server/console-page';
import { AddLeadButton } from '@/features/trade-leads/components/console/lead-buttons';
import { LeadChoicesProvider } from '@/features/trade-leads/components/console/lead-choices';
import { LeadsList } from '@/features/trade-leads/components/console/leads-list';
import { listLeadFormChoices, listStaffLeads } from '@/features/trade-leads/server/staff-reads';
import { staffTradeLeadsQuerySchema } from '@/features/trade-leads/staff-schemas';
import { lenientQuery } from '@/lib/navigation/list-query';
import { readShownPage } from '@/lib/pagination';
import { ammanDay } from '@/lib/time/amman-day';

// /admin/trade-leads (issue 39): officers and editors add leads as drafts in both languages,
// publish and close them, remove drafts, and open each lead's interested members.
const route = consolePage({
  area: 'tradeLeads',
  namespace: 'TradeLeadsAdmin',
  query: (search) => lenientQuery(staffTradeLeadsQuerySchema, search),
  read: async (db, { query }) => {
    const today = ammanDay(new Date());
    const [page, choices] = await Promise.all([
      // A page past the end (the list shrank) shows the last page.
      readShownPage((shown) => listStaffLeads(db, { ...query, page: shown }, today), query.page),
      listLeadFormChoices(db),
    ]);
    return { page, choices };
  },
  view: ({ page, choices }, { shown }) => ({
    provider: (content) => <LeadChoicesProvider choices={choices}>{content}</LeadChoicesProvider>,
    actions: <AddLeadButton />,
    body: <LeadsList {...shown(page)} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

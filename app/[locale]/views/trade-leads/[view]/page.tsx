import { listViewRoute } from '@/components/list-views/list-view-route';
import { TradeLeadsDirectory } from '@/features/trade-leads/components/trade-leads-directory';
import { TRADE_LEADS_PATH } from '@/features/trade-leads/constants';

import { readLeads } from '../../../_compositions/list-views/list-readers';

// /trade-leads?country&sector&chapter&state&page (issue 39). Open and closed are as of Amman's
// day: the page renders again at least every 15 minutes.
export const revalidate = 900;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'tradeLeads',
  named: {
    namespace: 'TradeLeads',
    path: TRADE_LEADS_PATH,
    image: '/images/banners/trade.svg',
    feed: 'trade-leads',
  },
  read: readLeads,
  Component: TradeLeadsDirectory,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

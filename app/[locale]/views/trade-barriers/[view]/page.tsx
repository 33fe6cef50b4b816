import { listViewRoute } from '@/components/list-views/list-view-route';
import { RegisterList } from '@/features/trade-barriers/components/register-list';
import { REGISTER_PATH } from '@/features/trade-barriers/constants';
import { getCachedBarriers } from '@/features/trade-barriers/server/cached';

// /trade-barriers/register?q&country&sector&status&page (issue 39 part 3): each view renders once,
// then comes from the full-route cache until a staff change re-validates `trade-barriers`.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'tradeBarriers',
  named: {
    namespace: 'TradeBarrierRegister',
    path: REGISTER_PATH,
    image: '/images/banners/trade.svg',
    feed: 'trade-barriers',
    search: 'q',
  },
  read: async ({ view, locale }) => ({ entries: await getCachedBarriers(), view, locale }),
  Component: RegisterList,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { pathIdOf } from '@/features/console/path-id';
import { consolePage } from '@/features/console/server/console-page';
import { BarrierChoicesProvider } from '@/features/trade-barriers/components/console/barrier-choices';
import { BarrierDetailView } from '@/features/trade-barriers/components/console/barrier-detail';
import { REGISTER_CONSOLE_PATH } from '@/features/trade-barriers/constants';
import { listBarrierFormChoices } from '@/features/trade-barriers/server/queries';
import { findStaffBarrier } from '@/features/trade-barriers/server/staff-reads';
import { pick } from '@/lib/i18n/localized';
import { consolePath } from '@/lib/navigation/console-path';
import { ammanDay } from '@/lib/time/amman-day';

// /admin/trade-barriers/{id} (issue 39 part 3): one entry, its publication in two steps and its
// public updates.
const route = consolePage({
  area: 'tradeBarriers',
  namespace: 'TradeBarrierRegisterAdmin',
  title: 'detail.pageTitle',
  read: async (db, { segments }) => {
    const id = pathIdOf(segments.id);
    if (id === null) return null;
    const [entry, choices] = await Promise.all([
      findStaffBarrier(db, id),
      listBarrierFormChoices(db),
    ]);
    return entry ? { entry, choices } : null;
  },
  view: ({ entry, choices }, { locale, session }, t) => ({
    provider: (content) => (
      <BarrierChoicesProvider choices={choices}>{content}</BarrierChoicesProvider>
    ),
    back: <a href={consolePath(REGISTER_CONSOLE_PATH, locale)}>{t('detail.back')}</a>,
    title: pick(entry, 'title', locale),
    description: t('detail.description'),
    body: (
      <BarrierDetailView
        entry={entry}
        locale={locale}
        me={session.user.id}
        today={ammanDay(new Date())}
      />
    ),
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

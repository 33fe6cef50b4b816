import { consolePage, readTogether } from '@/features/console/server/console-page';
import { AddBarrierButton } from '@/features/trade-barriers/components/console/barrier-buttons';
import { BarrierChoicesProvider } from '@/features/trade-barriers/components/console/barrier-choices';
import { BarriersList } from '@/features/trade-barriers/components/console/barriers-list';
import { staffBarriersQuerySchema, type BarrierPrefill } from '@/features/trade-barriers/schemas';
import { listBarrierFormChoices } from '@/features/trade-barriers/server/queries';
import {
  barrierPrefillOf,
  listStaffBarriers,
  staffBarrierMatches,
} from '@/features/trade-barriers/server/staff-reads';
import type { Db } from '@/lib/db/types';
import { lenientQuery, type SearchParams } from '@/lib/navigation/list-query';
import { listPage } from '@/lib/pagination';
import { MAX_ID } from '@/lib/validation/limits';

/** `?from=<enquiry id>`: the barrier report a new entry starts from (none when it is not one). */
function reportIdOf(search: SearchParams): number | null {
  const value = search.from;
  const text = Array.isArray(value) ? value[0] : value;
  const id = text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  return id > 0 && id <= MAX_ID ? id : null;
}

async function prefillOf(db: Db, reportId: number | null): Promise<BarrierPrefill | null> {
  if (reportId === null) return null;
  try {
    return await barrierPrefillOf(db, reportId);
  } catch {
    return null;
  }
}

// /admin/trade-barriers (issue 39 part 3): the register's entries whatever their publication, a
// new one from scratch, or from a barrier report (?from=, the enquiry page's link).
const route = consolePage({
  area: 'tradeBarriers',
  namespace: 'TradeBarrierRegisterAdmin',
  query: (search) => lenientQuery(staffBarriersQuerySchema, search),
  read: (db, { search }) =>
    readTogether(db, {
      entries: listStaffBarriers,
      choices: listBarrierFormChoices,
      prefill: (db) => prefillOf(db, reportIdOf(search)),
    }),
  view: ({ entries, choices, prefill }, { query, shown }) => {
    const found = entries.filter((entry) => staffBarrierMatches(entry, query));
    const page = listPage(found, query.page, query.page_size);
    return {
      provider: (content) => (
        <BarrierChoicesProvider choices={choices}>{content}</BarrierChoicesProvider>
      ),
      actions: <AddBarrierButton prefill={prefill} />,
      body: <BarriersList {...shown(page)} />,
    };
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

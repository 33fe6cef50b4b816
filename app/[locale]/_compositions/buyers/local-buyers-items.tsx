import { ItemGrid } from '@/features/buyers/components/item-grid';
import { ListPagination } from '@/features/buyers/components/list-pagination';
import { ListStatus } from '@/features/buyers/components/list-status';
import type { ItemType } from '@/features/buyers/constants';
import type { PublicItem } from '@/features/buyers/schemas';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, type ListView } from '@/lib/navigation/list-views';
import type { ListPage } from '@/lib/pagination';

import styles from './buyers-pages.module.css';

type Props = {
  result: ListPage<PublicItem>;
  type: ItemType;
  view: ListView;
  /** The list's public path in the page's language. */
  path: string;
  locale: Locale;
  /** The count line ("12 listings · Page 1 of 2") and what an empty subsector says. */
  texts: { summary: string; empty: string };
};

// part 2 "Local buyers", a subsector's items: their count, their cards and the pages.
export function LocalBuyersItems({ result, type, view, path, locale, texts }: Props) {
  return (
    <>
      <ListStatus
        total={result.total}
        summary={texts.summary}
        filtered={false}
        emptyText={texts.empty}
        className={styles.summary}
        data-testid="items-count"
      />
      {result.items.length > 0 && <ItemGrid items={result.items} type={type} locale={locale} />}
      <ListPagination
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={(page) => listViewHref(path, view, LIST_VIEW_KEYS.localBuyers, { page })}
        locale={locale}
      />
    </>
  );
}

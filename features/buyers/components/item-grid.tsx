import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import type { ItemType } from '../constants';
import type { PublicItem } from '../schemas';

import { ItemCard } from './item-card';
import styles from './item-grid.module.css';

type Props = { items: (PublicItem & { type?: ItemType })[]; type?: ItemType; locale: Locale };

/** Product and service cards; a mixed list carries each item's type. */
export async function ItemGrid({ items, type, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  const labels = { hsCode: t('hsCode'), view: t('viewItem') };
  return (
    <ul className={styles.grid} data-testid="item-grid">
      {items.map((item, index) => {
        const itemType = item.type ?? type ?? 'products';
        return (
          <li key={`${itemType}-${item.id}`}>
            <ItemCard
              type={itemType}
              item={item}
              locale={locale}
              labels={labels}
              first={index === 0}
            />
          </li>
        );
      })}
    </ul>
  );
}

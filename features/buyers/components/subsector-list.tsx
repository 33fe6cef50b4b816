import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { ChevronRightIcon } from '@/components/ui/icon-shapes';
import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import type { ItemType } from '../constants';
import type { SectorCount } from '../schemas';

import styles from './subsector-list.module.css';

type Props = { type: ItemType; sector: SectorCount; locale: Locale };

/** A sector's subsectors, each with its count of public items, leading to their list. */
export async function SubsectorList({ type, sector, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  return (
    <ul className={styles.list} data-testid="subsector-list">
      {sector.sub_industries.map((subsector) => (
        <li key={subsector.id}>
          <Link
            href={`/local-buyers/${type}/${sector.iid}/${subsector.id}`}
            className={styles.link}
          >
            <span className={styles.text}>
              <span className={styles.name}>{pick(subsector, 'SUB_NAME', locale)}</span>
              <span className={styles.count}>
                {t('itemCount', countValues(subsector.count, locale))}
              </span>
            </span>
            <Icon shape={ChevronRightIcon} mirror />
          </Link>
        </li>
      ))}
    </ul>
  );
}

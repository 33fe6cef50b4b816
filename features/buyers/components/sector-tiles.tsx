import { getTranslations } from 'next-intl/server';

import { countValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import type { ItemType } from '../constants';
import type { SectorCount } from '../schemas';

import { SectorArt } from './sector-art';
import styles from './sector-tiles.module.css';

type Props = { type: ItemType; sectors: SectorCount[]; locale: Locale };

// part 2 "Local buyers": the sectors of a type as image tiles, each leading to its subsectors.
export async function SectorTiles({ type, sectors, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  return (
    <ul className={styles.tiles} data-testid="sector-tiles">
      {sectors.map((sector) => (
        <li key={sector.iid}>
          <Link href={`/local-buyers/${type}/${sector.iid}`} className={styles.tile}>
            <SectorArt iid={sector.iid} image={sector.image} />
            <span className={styles.caption}>
              <span className={styles.name}>{pick(sector, 'name', locale)}</span>
              <span className={styles.count}>
                {t('itemCount', countValues(sector.count, locale))}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

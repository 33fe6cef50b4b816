import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon } from '@/components/ui/icon-shapes';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import { tileLayout } from '../home-rules';
import { storedLink } from '../home-views';
import type { HomeBlock } from '../schemas';

import { HomeSection } from './home-section';
import styles from './service-tiles.module.css';

const LAYOUT_CLASS = { single: styles.single, pair: styles.pair, grid: styles.grid3 } as const;

/** The whole tile is one link: ours through the locale-aware Link, a stored URL in a new tab. */
function TileLink({ link, children }: { link: string; children: ReactNode }) {
  const { href, external } = storedLink(link);
  if (external) {
    return (
      <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={styles.link} href={href}>
      {children}
    </Link>
  );
}

// part 1 §2.3: service tiles; one is a wide centred card, two share the row, three or more a grid.
export async function ServiceTiles({ blocks, locale }: { blocks: HomeBlock[]; locale: Locale }) {
  if (blocks.length === 0) return null;
  const t = await getTranslations('Home.services');
  const layout = tileLayout(blocks.length);
  return (
    <HomeSection id="services" title={t('title')} subtitle={t('subtitle')} centered>
      <ul data-layout={layout} className={`${styles.grid} ${LAYOUT_CLASS[layout]}`}>
        {blocks.map((block) => (
          <li key={block.id} data-testid="service-tile" className={styles.tile}>
            <TileLink link={pick(block, 'link', locale)}>
              <div className={styles.icon}>
                {block.icon && <Image src={block.icon} alt="" width={40} height={40} />}
              </div>
              <div className={styles.body}>
                <h3 className={`h3 ${styles.title}`}>{pick(block, 'title', locale)}</h3>
                <p className={styles.text}>{pick(block, 'description', locale)}</p>
                <span className={styles.more}>
                  {t('learnMore')}
                  <Icon shape={ArrowForwardIcon} size={20} mirror />
                </span>
              </div>
            </TileLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

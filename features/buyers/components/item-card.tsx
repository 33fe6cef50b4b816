import Image from 'next/image';

import { BidiText } from '@/components/ui/bidi-text';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import type { ItemType } from '../constants';
import type { PublicItem } from '../schemas';

import styles from './item-card.module.css';
import linked from './linked-card.module.css';

type Props = {
  type: ItemType;
  item: PublicItem;
  locale: Locale;
  labels: { hsCode: string; view: string };
  /** The grid's first card: on a phone its picture is in the first screen (the largest paint). */
  first?: boolean;
};

// part 2 "International buyers": a product or service card links to /buyers/{type}/{id}.
export function ItemCard({ type, item, locale, labels, first = false }: Props) {
  const name = pick(item, 'name', locale);
  return (
    <article className={`${linked.card} ${styles.card}`} data-testid="item-card">
      <Image
        src={item.image || '/images/banners/buyers.svg'}
        alt=""
        width={400}
        height={300}
        sizes="(min-width: 1120px) 300px, (min-width: 600px) 45vw, 100vw"
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={`h4 ${styles.name}`}>
          <Link href={`/buyers/${type}/${item.id}`} className={linked.link}>
            <BidiText>{name}</BidiText>
          </Link>
        </h3>
        <p className={styles.company}>
          <BidiText>{item.company_belongs.company_registered_name}</BidiText>
        </p>
        {item.hs_code && (
          <p className={styles.code}>
            {labels.hsCode}: <BidiText latin>{item.hs_code}</BidiText>
          </p>
        )}
        <span className={styles.more} aria-hidden>
          {labels.view}
        </span>
      </div>
    </article>
  );
}

import Image from 'next/image';

import { formatDate } from '@/lib/i18n/format-date';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import { newsExcerpt, newsPath } from '../news-list';
import type { NewsItem } from '../schemas';

import styles from './news-card.module.css';

type Props = {
  item: NewsItem;
  locale: Locale;
  readMoreLabel: string;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list may be the largest paint: its image loads first. */
  priority?: boolean;
};

// part 1 §2.4: image, date, title, excerpt (first 100 characters) and read more.
export function NewsCard({
  item,
  locale,
  readMoreLabel,
  headingLevel: Heading = 'h3',
  priority = false,
}: Props) {
  const title = pick(item, 'DESCRIPTION', locale);
  return (
    <article data-testid="news-card" className={styles.card}>
      <Image
        src={item.image || '/images/banners/exporters.svg'}
        alt=""
        width={800}
        height={450}
        sizes="(min-width: 1120px) 400px, (min-width: 600px) 50vw, 100vw"
        priority={priority}
        fetchPriority={priority ? 'high' : undefined}
        className={styles.image}
      />
      <div className={styles.content}>
        <time dateTime={item.news_date} className={styles.date}>
          {formatDate(item.news_date, locale)}
        </time>
        <Heading className={`h4 ${styles.title}`}>{title}</Heading>
        <p className={styles.excerpt}>{newsExcerpt(pick(item, 'TARIFF', locale))}</p>
        <Link href={newsPath(item)} className={`link ${styles.more}`}>
          {readMoreLabel}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
    </article>
  );
}

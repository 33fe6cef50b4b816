import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon } from '@/components/ui/icon-shapes';
import { NewsCard } from '@/features/news/components/news-card';
import type { NewsItem } from '@/features/news/schemas';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import buttons from './buttons.module.css';
import { HomeSection } from './home-section';
import styles from './latest-news.module.css';

// part 1 §2.3: the last eight news items as cards and a show-more button to /news.
export async function LatestNews({ news, locale }: { news: NewsItem[]; locale: Locale }) {
  if (news.length === 0) return null;
  const t = await getTranslations('Home.news');
  return (
    <HomeSection id="news" title={t('title')} subtitle={t('subtitle')} centered>
      <div className={styles.grid}>
        {news.map((item) => (
          <NewsCard key={item.id} item={item} locale={locale} readMoreLabel={t('readMore')} />
        ))}
      </div>
      <div className={styles.actions}>
        <Link href="/news" className={`button button-primary ${buttons.large}`}>
          {t('showMore')}
          <Icon shape={ArrowForwardIcon} size={20} mirror />
        </Link>
      </div>
    </HomeSection>
  );
}

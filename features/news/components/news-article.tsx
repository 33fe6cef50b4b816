import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { Icon } from '@/components/ui/icon';
import { ArrowBackIcon, CalendarMonthOutlinedIcon } from '@/components/ui/icon-shapes';
import { RichContent } from '@/components/ui/rich-content';
import { formatDate } from '@/lib/i18n/format-date';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import { withoutLeadImage } from '../news-body';
import type { NewsItem } from '../schemas';

import styles from './news-article.module.css';
import { NewsGrid } from './news-grid';

type Props = { item: NewsItem; locale: Locale; more: NewsItem[] };

// part 1 §2.4: the detail shows title, date, image and the html body (sanitised by RichContent).
export async function NewsArticle({ item, locale, more }: Props) {
  const t = await getTranslations({ locale, namespace: 'News' });
  return (
    <>
      <PageBanner
        title={pick(item, 'DESCRIPTION', locale)}
        crumbs={[{ label: t('title'), href: '/news' }]}
      />
      <PageContainer component="div" spacing="roomy">
        <article data-testid="news-article" className={styles.article}>
          <p className={styles.published}>
            <Icon shape={CalendarMonthOutlinedIcon} size={20} className={styles.calendar} />
            <span>{t('detail.published')}</span>
            <time dateTime={item.news_date} className={styles.date}>
              {formatDate(item.news_date, locale)}
            </time>
          </p>
          {item.image && (
            <Image
              src={item.image}
              alt=""
              width={1200}
              height={675}
              priority
              fetchPriority="high"
              sizes="(max-width: 900px) 100vw, 860px"
              className={styles.image}
            />
          )}
          <div className={styles.body}>
            <RichContent html={withoutLeadImage(pick(item, 'TARIFF', locale), item.image)} />
          </div>
          <hr className={styles.rule} />
          <Link href="/news" className="button button-outlined">
            <Icon shape={ArrowBackIcon} size={20} mirror />
            {t('detail.back')}
          </Link>
        </article>
        {more.length > 0 && (
          <section aria-labelledby="more-news-heading" className={styles.more}>
            <h2 id="more-news-heading" className={`h2 ${styles.moreTitle}`}>
              {t('detail.more')}
            </h2>
            <NewsGrid
              items={more}
              locale={locale}
              readMoreLabel={t('readMore')}
              headingLevel="h3"
            />
          </section>
        )}
      </PageContainer>
    </>
  );
}

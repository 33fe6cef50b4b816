import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon } from '@/components/ui/icon-shapes';
import { RichContent } from '@/components/ui/rich-content';
import { homeFaqs } from '@/features/faq/faq-lists';
import type { Faq } from '@/features/faq/schemas';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import buttons from './buttons.module.css';
import styles from './home-faq.module.css';
import { HomeSection } from './home-section';

type Props = { faqs: Faq[]; locale: Locale; moreHref: string };

// part 1 §2.3: published FAQs flagged for home, at most 10, and "more" once the list is full.
// Each question is a native disclosure: it opens without any script.
export async function HomeFaq({ faqs, locale, moreHref }: Props) {
  const { items, showMore } = homeFaqs(faqs);
  if (items.length === 0) return null;
  const t = await getTranslations('Home.faq');
  return (
    <HomeSection id="faq" title={t('title')} subtitle={t('subtitle')} tone="mint" centered>
      <div className={styles.list}>
        {items.map((faq) => (
          <details key={faq.id} className={styles.item}>
            <summary id={`faq-${faq.id}-question`} className={styles.summary}>
              <h3 className={styles.question}>{pick(faq, 'question', locale)}</h3>
            </summary>
            <div className={styles.answer}>
              <RichContent html={pick(faq, 'answer', locale)} />
            </div>
          </details>
        ))}
        {showMore && (
          <div className={styles.more}>
            <Link
              href={moreHref}
              data-testid="faq-more"
              className={`button button-outlined ${buttons.large} ${buttons.onWhite}`}
            >
              {t('more')}
              <Icon shape={ArrowForwardIcon} size={20} mirror />
            </Link>
          </div>
        )}
      </div>
    </HomeSection>
  );
}

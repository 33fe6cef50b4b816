import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import type { Partners } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { HomeSection } from './home-section';
import styles from './partners-section.module.css';

// part 1 §2.3: the partners block with its custom text in each language (and its image).
export async function PartnersSection({
  partners,
  locale,
}: {
  partners?: Partners;
  locale: Locale;
}) {
  const text = partners ? pick(partners, 'custom_text', locale) : '';
  if (!partners || !text) return null;
  const t = await getTranslations('Home.partners');
  return (
    <HomeSection id="partners" title={t('title')} tone="sand">
      <div className={`${styles.layout} ${partners.image ? styles.withImage : ''}`}>
        <p className={styles.text}>{text}</p>
        {partners.image && (
          <div className={styles.art}>
            <Image
              src={partners.image}
              alt=""
              fill
              sizes="(max-width: 924px) 100vw, 480px"
              className={styles.image}
            />
          </div>
        )}
      </div>
    </HomeSection>
  );
}

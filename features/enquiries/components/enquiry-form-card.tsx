import Image from 'next/image';
import type { ReactNode } from 'react';

import type { EnquiryPage } from '@/features/enquiries/enquiry-page-schemas';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import styles from './enquiry-form-card.module.css';

type Props = {
  /** The enquiry page record (GET enquiries-page/{id}); null shows the form alone. */
  page: Pick<
    EnquiryPage,
    'title_eng' | 'title_ara' | 'subtitle_eng' | 'subtitle_ara' | 'image'
  > | null;
  locale: Locale;
  children: ReactNode;
  /** The heading level of the title inside the page (h2 under the page's banner by default). */
  headingLevel?: 'h2' | 'h3';
};

// part 1 §2.9: an image, title, subtitle and the form (plain HTML: the form is its own island).
export function EnquiryFormCard({ page, locale, children, headingLevel = 'h2' }: Props) {
  const title = page ? pick(page, 'title', locale) : '';
  const subtitle = page ? pick(page, 'subtitle', locale) : '';
  const Heading = headingLevel;
  return (
    <section
      aria-label={title || undefined}
      className={styles.card}
      data-testid="enquiry-form-card"
    >
      {page?.image && (
        // The enquiry pages' images are wide banners: a strip across the top of the card.
        <div className={styles.strip}>
          <Image
            src={page.image}
            alt=""
            fill
            sizes="(max-width: 1280px) 100vw, 1280px"
            className={styles.image}
          />
        </div>
      )}
      <div className={styles.body}>
        {title && <Heading className={styles.title}>{title}</Heading>}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <div className={title || subtitle ? styles.formAfterText : undefined}>{children}</div>
      </div>
    </section>
  );
}

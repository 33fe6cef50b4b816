import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import type { Office } from '@/features/contact/schemas';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import styles from './office-card.module.css';

type Props = {
  office: Office;
  locale: Locale;
  /**
   * part 1 §2.3: on the Contact Us page (id 190) "get directions" opens the office's map link in a
   * new tab ('external'); elsewhere it leads to the Contact Us page at `contactHref`.
   */
  directions: 'external' | 'contact';
  contactHref?: string;
  headingLevel?: 'h2' | 'h3';
};

const DIRECTIONS_CLASS = `button button-outlined ${styles.directions}`;
const DIRECTIONS_ICON = `${styles.icon} ${styles.directionsIcon}`;

// An office's contact card: image, name, mailto and tel links and the get-directions button.
export async function OfficeCard({
  office,
  locale,
  directions,
  contactHref,
  headingLevel: Heading = 'h3',
}: Props) {
  const t = await getTranslations('OfficeCard');
  const name = pick(office, 'name', locale);
  const email = pick(office, 'email', locale);
  const phone = pick(office, 'phone', locale);
  const mapLink = pick(office, 'link', locale);
  return (
    <article data-testid="office-card" className={styles.card}>
      {office.image && (
        <div className={styles.media}>
          <Image
            src={office.image}
            alt=""
            fill
            sizes="(max-width: 600px) 100vw, 420px"
            className={styles.image}
          />
        </div>
      )}
      <div className={styles.body}>
        <Heading className={`h4 ${styles.name}`}>{name}</Heading>
        {email && (
          <a href={`mailto:${email}`} className={styles.contact}>
            <span aria-hidden className={`${styles.icon} ${styles.emailIcon}`} />
            <span className="visually-hidden">{t('email')}: </span>
            <BidiText latin>{email}</BidiText>
          </a>
        )}
        {phone && (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.contact}>
            <span aria-hidden className={`${styles.icon} ${styles.phoneIcon}`} />
            <span className="visually-hidden">{t('phone')}: </span>
            <BidiText latin>{phone}</BidiText>
          </a>
        )}
        {directions === 'external' ? (
          <a href={mapLink} target="_blank" rel="noopener noreferrer" className={DIRECTIONS_CLASS}>
            <span aria-hidden className={DIRECTIONS_ICON} />
            {t('directions')}
            <span className="visually-hidden">
              {' '}
              – {name} ({t('newTab')})
            </span>
          </a>
        ) : (
          <Link href={contactHref ?? '/pages/190'} className={DIRECTIONS_CLASS}>
            <span aria-hidden className={DIRECTIONS_ICON} />
            {t('directions')}
            <span className="visually-hidden"> – {name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}

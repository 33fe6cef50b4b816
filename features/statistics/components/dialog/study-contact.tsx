'use client';

import { useTranslations } from 'next-intl';

import { BidiText } from '@/components/ui/bidi-text';

import { STUDIES_CONTACT } from '../../constants';

import styles from './statistic-dialog.module.css';

/** part 2 "Interactive data": a study shows the agency's contact phone and e-mail. */
export function StudyContact() {
  const t = useTranslations('Statistics.dialog');
  return (
    <section
      className={styles.contact}
      aria-labelledby="study-contact-title"
      data-testid="study-contact"
    >
      <h3 id="study-contact-title" className={styles.sectionTitle}>
        {t('contactTitle')}
      </h3>
      <p className={styles.contactText}>{t('contactText')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${STUDIES_CONTACT.phone.replaceAll(' ', '')}`}>
              <BidiText latin>{STUDIES_CONTACT.phone}</BidiText>
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${STUDIES_CONTACT.email}`}>
              <BidiText latin>{STUDIES_CONTACT.email}</BidiText>
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}

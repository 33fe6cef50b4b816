import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { formatYear } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { isLocale } from '@/lib/i18n/routing';

import { NavAnchor } from './nav-anchor';
import { externalLinkProps, type FooterColumn, type SocialItem } from './nav-types';
import styles from './site-footer.module.css';

/** The open-data page (features/open-data; the footer is below the features). */
const OPEN_DATA_PATH = '/open-data';

type Props = {
  columns: FooterColumn[];
  social: SocialItem[];
  year: number;
  /** After the copyright: the cookie settings button, when there is a choice to change. */
  extra?: ReactNode;
};

// Three link columns (pages 1–3 of menu 3), social icons and the copyright line (part 1 §2.2). On a
// short page the footer's pictures are in the first screen: low priority keeps them behind the
// page's scripts on a phone's few connections (issue 31).
export async function SiteFooter({ columns, social, year, extra }: Props) {
  const [t, locale] = await Promise.all([getTranslations('Footer'), getLocale()]);
  // The network's name in the page's language; a network the portal does not know keeps its own.
  const networkName = (name: string) => (t.has(`networks.${name}`) ? t(`networks.${name}`) : name);
  return (
    <footer data-testid="site-footer" className={`${styles.footer} on-dark`}>
      <nav aria-label={t('navigation')} className={`container ${styles.columns}`}>
        <div>
          <Image src="/images/logo-mark.svg" alt="" width={56} height={56} fetchPriority="low" />
          <p className={`h4 ${styles.heading}`}>{t('followUs')}</p>
          <ul className={styles.social}>
            {social.map((item) => (
              <li key={item.id}>
                <a
                  href={item.href}
                  {...externalLinkProps}
                  aria-label={t('socialLink', { name: networkName(item.name) })}
                >
                  <Image src={item.image} alt="" width={20} height={20} fetchPriority="low" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.id}>
            <h2 className={`h4 ${styles.heading}`}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.id}>
                  <NavAnchor link={link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className={styles.copyright} data-testid="copyright">
        {t('copyright', { year: formatYear(year, isLocale(locale) ? locale : 'en') })}
        {/* The portal's open data: its datasets, feeds and licence (issue 39). */}
        <span className={styles.extra}>
          <a href={localePath(OPEN_DATA_PATH, isLocale(locale) ? locale : 'en')}>{t('openData')}</a>
        </span>
        {extra && <span className={styles.extra}>{extra}</span>}
      </p>
    </footer>
  );
}

import { getLocale, getTranslations } from 'next-intl/server';

import { HeaderSearch } from '@/components/layout/header-search';
import { NavAnchor } from '@/components/layout/nav-anchor';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { LocaleLink } from '@/components/ui/locale-link';
import { getLayoutData } from '@/features/content/server/layout-data';
import { isLocale, routing } from '@/lib/i18n/routing';

import styles from './not-found-page.module.css';

// A lost visitor gets the banner, a search box and the main sections, not a dead end. Rendered by
// the locale's not-found boundary and, for the server's HTML, by the 404 view (not-found-view/).
// The boundary's output rides in every page's payload, so there the banner's drawing is an image
// fetched only when a client-side navigation ends on a 404 (`artwork="lazy"`, issue 31).
export async function NotFoundPage({ artwork }: { artwork?: 'lazy' } = {}) {
  const [t, current] = await Promise.all([getTranslations('NotFound'), getLocale()]);
  const locale = isLocale(current) ? current : routing.defaultLocale;
  const { topNavigation } = await getLayoutData(locale);
  return (
    <>
      <PageBanner title={t('title')} image="/images/banners/help.svg" imageLoad={artwork} />
      <PageContainer component="div" className={styles.body}>
        <div>
          <p className={styles.lead}>{t('text')}</p>
          <p className={styles.hint}>{t('hint')}</p>
        </div>
        <section aria-labelledby="not-found-search">
          <h2 id="not-found-search" className="h4">
            {t('searchTitle')}
          </h2>
          <div className={`${styles.search} on-dark`}>
            <HeaderSearch />
          </div>
        </section>
        <nav aria-labelledby="not-found-sections">
          <h2 id="not-found-sections" className="h4">
            {t('sectionsTitle')}
          </h2>
          <ul className={styles.sections}>
            {topNavigation.map((item) => (
              <li key={item.id}>
                <NavAnchor link={item} />
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <LocaleLink href="/" className="button button-primary">
            {t('home')}
          </LocaleLink>
        </p>
      </PageContainer>
    </>
  );
}

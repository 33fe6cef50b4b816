import { getTranslations } from 'next-intl/server';

import { externalLinkProps } from '@/components/layout/nav-types';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { childHref } from '@/lib/navigation/menu-links';

import type { MenuPageWithChildren } from '../schemas';

import styles from './site-map.module.css';

// part 1 §2.1: the site map of every menu, shown on menu 3's site-map page.
export async function SiteMap({
  trees,
  locale,
}: {
  trees: MenuPageWithChildren[][];
  locale: Locale;
}) {
  const t = await getTranslations('SiteMap');
  return (
    <div data-testid="site-map" className={styles.grid}>
      {trees.map((pages, index) => (
        <section key={index} aria-labelledby={`site-map-${index + 1}`}>
          <h2 id={`site-map-${index + 1}`} className={`h3 ${styles.menu}`}>
            {t(`menus.${index + 1}` as 'menus.1')}
          </h2>
          {pages.map((page) => (
            <div key={page.id} className={styles.page}>
              <h3 className="h4">{pick(page, 'title', locale)}</h3>
              <ul className={styles.links}>
                {page.childs.map((child) => {
                  const target = childHref(child, locale);
                  const label = pick(child, 'nav_title', locale) || pick(child, 'title', locale);
                  return (
                    <li key={child.id}>
                      {target.external ? (
                        <a href={target.href} className={styles.link} {...externalLinkProps}>
                          {label}
                        </a>
                      ) : (
                        <Link href={target.href} className={styles.link}>
                          {label}
                        </Link>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

import { getTranslations } from 'next-intl/server';

import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { childHref, type LinkedMenuChild } from '@/lib/navigation/menu-links';

import styles from './export-tools-section.module.css';
import { HomeSection } from './home-section';

/** A page of the menus' "Export tools" entry, with the texts the block shows. */
export type ToolPage = LinkedMenuChild & {
  nav_title_eng: string;
  nav_title_ara: string;
  title_eng: string;
  title_ara: string;
  subtitle_eng: string;
  subtitle_ara: string;
};

/**
 * Issue 45: the home page's "Export tools" block, the pages of the menus' entry of that name (so
 * editors change it in the menus console), each a card whose title is its link. Plain links, no
 * script and no pictures: the home page's HTML has a budget (e2e/html-size.spec.ts).
 */
export async function ExportToolsSection({ pages, locale }: { pages: ToolPage[]; locale: Locale }) {
  if (pages.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ExportTools.home' });
  return (
    <HomeSection id="export-tools" title={t('title')} subtitle={t('subtitle')} tone="mint">
      <ul className={styles.grid}>
        {pages.map((page) => {
          const target = childHref(page, locale);
          const href = target.external ? target.href : localePath(target.href, locale);
          const title = pick(page, 'nav_title', locale) || pick(page, 'title', locale);
          return (
            <li key={page.id} className={styles.tool} data-testid="export-tool">
              <h3 className={styles.title}>
                <a
                  className={styles.link}
                  href={href}
                  {...(target.external && { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  {title}
                </a>
              </h3>
              <p className={styles.text}>{pick(page, 'subtitle', locale)}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

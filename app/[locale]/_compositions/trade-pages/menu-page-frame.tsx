import type { ReactNode } from 'react';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import {
  ContentBanner,
  ContentColumn,
  ContentIntro,
} from '@/features/content/components/content-page';
import type { MenuChildDetail } from '@/features/content/schemas';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import styles from './trade-pages.module.css';

type Props = {
  /** The menu page whose entry leads here (its banner and text), if the menus still have it. */
  page: MenuChildDetail | null;
  locale: Locale;
  /** The banner when the menus have no such page. */
  fallback: { title: string; subtitle: string; image: string };
  /** The page's text above what the page shows (a list), or under it (the map). */
  text: 'before' | 'after';
  children: ReactNode;
};

// Issue 27: the credentials list, the agreements list and the map are the pages their menu entries
// (91, 20 and 810) lead to: they keep the entry's banner and text, which editors keep in the menus,
// with the list or the map at the page's full content width.
export function MenuPageFrame({ page, locale, fallback, text, children }: Props) {
  const intro = page && (
    <ContentColumn>
      <ContentIntro
        subtitle={pick(page, 'subtitle', locale)}
        html={pick(page, 'content', locale)}
      />
    </ContentColumn>
  );
  return (
    <>
      {page ? (
        <ContentBanner page={page} locale={locale} />
      ) : (
        <PageBanner title={fallback.title} subSubtitle={fallback.subtitle} image={fallback.image} />
      )}
      <PageContainer>
        <div className={styles.stack}>
          {text === 'before' && intro}
          {children}
          {text === 'after' && intro}
        </div>
      </PageContainer>
    </>
  );
}

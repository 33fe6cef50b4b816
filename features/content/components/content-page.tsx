import type { ReactNode } from 'react';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { RichContent } from '@/components/ui/rich-content';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { MenuChildDetail } from '../schemas';

import styles from './content-page.module.css';

type PageProps = { page: MenuChildDetail; locale: Locale };

/** The menu page's banner: its title, sub-subtitle and image. */
export function ContentBanner({ page, locale }: PageProps) {
  return (
    <PageBanner
      title={pick(page, 'title', locale)}
      subSubtitle={pick(page, 'sub_subtitle', locale)}
      image={page.image}
    />
  );
}

/** The subtitle as the body's first heading, then the rich content. */
export function ContentIntro({ subtitle, html }: { subtitle: string; html: string }) {
  return (
    <>
      {subtitle && (
        <h2 className={styles.subtitle} data-testid="page-subtitle">
          {subtitle}
        </h2>
      )}
      <RichContent html={html} />
    </>
  );
}

/** The reading width of a content page's body (860 px), for compositions that add to it. */
export function ContentColumn({ children }: { children: ReactNode }) {
  return <div className={styles.column}>{children}</div>;
}

type ContentPageProps = PageProps & {
  children?: ReactNode;
  /**
   * `column` (the default): what follows the text keeps its reading width. `wide`: only the text
   * does, and what follows spans the page's content width (a directory's filters and cards); a
   * form among it wraps itself in `ContentColumn`.
   */
  layout?: 'column' | 'wide';
};

// part 1 §2.5: banner, title, subtitle and rich content chosen by locale.
export function ContentPage({ page, locale, children, layout = 'column' }: ContentPageProps) {
  const intro = (
    <ContentIntro subtitle={pick(page, 'subtitle', locale)} html={pick(page, 'content', locale)} />
  );
  return (
    <>
      <ContentBanner page={page} locale={locale} />
      <PageContainer>
        {layout === 'wide' ? (
          <>
            <ContentColumn>{intro}</ContentColumn>
            {children}
          </>
        ) : (
          <ContentColumn>
            {intro}
            {children}
          </ContentColumn>
        )}
      </PageContainer>
    </>
  );
}

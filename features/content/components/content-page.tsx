import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { RichContent } from '@/components/ui/rich-content';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { MenuChildDetail } from '../schemas';

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
        <Typography
          component="h2"
          variant="h3"
          sx={{ color: 'primary.dark', mb: 2, fontSize: { xs: '1.3rem', md: '1.6rem' } }}
          data-testid="page-subtitle"
        >
          {subtitle}
        </Typography>
      )}
      <RichContent html={html} />
    </>
  );
}

// part 1 §2.5: banner, title, subtitle and rich content chosen by locale.
export function ContentPage({ page, locale, children }: PageProps & { children?: ReactNode }) {
  return (
    <>
      <ContentBanner page={page} locale={locale} />
      <PageContainer>
        <Box sx={{ maxWidth: 860 }}>
          <ContentIntro
            subtitle={pick(page, 'subtitle', locale)}
            html={pick(page, 'content', locale)}
          />
          {children}
        </Box>
      </PageContainer>
    </>
  );
}

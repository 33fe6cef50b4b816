import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { PageBanner } from '@/components/layout/page-banner';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { layout } from '@/lib/theme/tokens';

import type { MenuChildDetail } from '../schemas';

import { RichContent } from './rich-content';

// part 1 §2.5: banner, title, subtitle and rich content chosen by locale.
export function ContentPage({
  page,
  locale,
  children,
}: {
  page: MenuChildDetail;
  locale: Locale;
  children?: React.ReactNode;
}) {
  const subtitle = pick(page, 'subtitle', locale);
  return (
    <>
      <PageBanner
        title={pick(page, 'title', locale)}
        subSubtitle={pick(page, 'sub_subtitle', locale)}
        image={page.image}
      />
      <Box
        component="article"
        sx={{
          maxWidth: layout.containerMaxWidth,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: { xs: 4, md: 6 },
        }}
      >
        <Box sx={{ maxWidth: 860 }}>
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
          <RichContent html={pick(page, 'content', locale)} />
          {children}
        </Box>
      </Box>
    </>
  );
}

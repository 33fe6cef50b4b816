import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';

import { LocaleLink } from '@/components/ui/locale-link';
import { layout } from '@/lib/theme/tokens';

export type Crumb = { label: string; href?: string };

type Props = { title: string; subSubtitle?: string; image?: string; crumbs?: Crumb[] };

// Breadcrumb Home / page title, the title and the sub-subtitle over the page's image (part 1 §2.2).
export async function PageBanner({ title, subSubtitle, image, crumbs = [] }: Props) {
  const t = await getTranslations('Banner');
  const trail: Crumb[] = [{ label: t('home'), href: '/' }, ...crumbs, { label: title }];
  return (
    <Box
      data-testid="page-banner"
      sx={{
        color: '#fff',
        backgroundColor: 'primary.dark',
        backgroundImage: image
          ? `linear-gradient(90deg, rgba(7,81,58,.92), rgba(7,81,58,.55)), url("${image}")`
          : 'linear-gradient(90deg, #07513A, #0A6E4F)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Box
        sx={{
          maxWidth: layout.containerMaxWidth,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: { xs: 5, md: 8 },
        }}
      >
        <Breadcrumbs
          aria-label={t('breadcrumb')}
          sx={{ color: '#DCEBE5', '& .MuiBreadcrumbs-separator': { color: '#DCEBE5' } }}
        >
          {trail.map((crumb, index) =>
            crumb.href && index < trail.length - 1 ? (
              <MuiLink key={index} component={LocaleLink} href={crumb.href} sx={{ color: '#fff' }}>
                {crumb.label}
              </MuiLink>
            ) : (
              <Typography
                key={index}
                component="span"
                aria-current={index === trail.length - 1 ? 'page' : undefined}
                sx={{ color: '#DCEBE5' }}
              >
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
        <Typography
          component="h1"
          variant="h1"
          sx={{ mt: 2, fontSize: { xs: '1.9rem', md: '2.6rem' } }}
        >
          {title}
        </Typography>
        {subSubtitle && (
          <Typography
            sx={{ mt: 1.5, maxWidth: 760, fontSize: { xs: 16, md: 18 }, color: '#EAF3F0' }}
          >
            {subSubtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

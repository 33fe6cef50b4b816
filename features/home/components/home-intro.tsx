import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';

import type { NavItem } from '@/components/layout/nav-types';
import { LocaleLink } from '@/components/ui/locale-link';
import { layout } from '@/lib/theme/tokens';

// The home page's opening: the portal's promise and a card per section of the top navigation.
export async function HomeIntro({ sections }: { sections: NavItem[] }) {
  const t = await getTranslations('Home');
  return (
    <>
      <Box
        sx={{
          color: '#fff',
          backgroundColor: 'primary.dark',
          backgroundImage:
            'linear-gradient(100deg, rgba(7,81,58,.95) 30%, rgba(7,81,58,.55)), url("/images/banners/exporters.svg")',
          backgroundSize: 'cover',
        }}
      >
        <Box
          sx={{
            maxWidth: layout.containerMaxWidth,
            mx: 'auto',
            px: { xs: 2, md: 3 },
            py: { xs: 8, md: 12 },
          }}
        >
          <Typography
            component="h1"
            variant="h1"
            sx={{ maxWidth: 720, fontSize: { xs: '2rem', md: '3rem' } }}
          >
            {t('heroTitle')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: { xs: 17, md: 20 }, color: '#EAF3F0' }}>
            {t('heroText')}
          </Typography>
        </Box>
      </Box>
      <Box
        component="section"
        aria-label={t('explore')}
        sx={{
          maxWidth: layout.containerMaxWidth,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: 6,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {sections.map((section) => (
          <Card
            key={section.id}
            variant="outlined"
            sx={{
              borderRadius: 3,
              '&::before': { content: '""', display: 'block', height: 4, bgcolor: 'primary.main' },
            }}
          >
            <CardContent sx={{ p: 3 }}>
              <Typography component="h2" variant="h3" sx={{ color: 'primary.dark' }}>
                {section.label}
              </Typography>
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}
              >
                {section.children
                  .filter((child) => !child.external)
                  .map((child) => (
                    <li key={child.id}>
                      <MuiLink
                        component={LocaleLink}
                        href={child.href}
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
                      >
                        <ArrowForwardIcon fontSize="small" className="mirror-rtl" />
                        {child.label}
                      </MuiLink>
                    </li>
                  ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  );
}

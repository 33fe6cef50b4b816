import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';

import { PageContainer } from '@/components/layout/page-container';
import { OfficeCard } from '@/features/contact/components/office-card';
import { getOffices } from '@/features/contact/server/cached';
import { ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import { brand } from '@/lib/theme/tokens';

import { OtherEnquiries } from './other-enquiries';

// part 2 "Contact page" (page 190): the page's text (office hours…), the offices, whose
// get-directions button opens the map in a new tab (part 1 §2.3), and the other-enquiries block.
export async function ContactPage({ page, locale }: FeaturePageProps) {
  const [offices, t] = await Promise.all([
    getOffices(),
    getTranslations({ locale, namespace: 'Contact' }),
  ]);

  return (
    <>
      <ContentPage page={page} locale={locale} />
      {offices.length > 0 && (
        <Box
          component="section"
          aria-labelledby="contact-offices-title"
          data-testid="contact-offices"
          sx={{ bgcolor: brand.primaryLight, py: { xs: 5, md: 8 } }}
        >
          <PageContainer component="div" spacing="flush">
            <Typography
              id="contact-offices-title"
              component="h2"
              variant="h2"
              sx={{ color: 'primary.dark', fontSize: { xs: '1.5rem', md: '1.8rem' } }}
            >
              {t('offices.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, md: 4 } }}>
              {t('offices.subtitle')}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              }}
            >
              {offices.map((office) => (
                <li key={office.id}>
                  <OfficeCard office={office} locale={locale} directions="external" />
                </li>
              ))}
            </Box>
          </PageContainer>
        </Box>
      )}
      <OtherEnquiries locale={locale} />
    </>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';

import { PageContainer } from '@/components/layout/page-container';
import { ContentBanner, ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import { pick } from '@/lib/i18n/localized';

import { getBuyerFaqs } from '../server/cached';

import { FaqList } from './faq-list';

const SECTION_KEYS = { 1: 'sourcing', 2: 'quality', 3: 'shipping' } as const;

// part 1 §2.1 "/faq": FAQ for international buyers and its three numbered children, which are the
// published buyers' questions of tabs 1, 2 and 3 (category 2).
export async function FaqBuyersPage({ page, locale }: FeaturePageProps) {
  const [sections, t] = await Promise.all([
    getBuyerFaqs(),
    getTranslations({ locale, namespace: 'Faq' }),
  ]);
  // With no published question yet, the page's own content still answers the visitor.
  if (sections.every((section) => section.items.length === 0)) {
    return <ContentPage page={page} locale={locale} />;
  }
  const numbers = new Intl.NumberFormat(locale === 'ar' ? 'ar-JO' : 'en-US');
  const labels = { attachment: t('attachment'), empty: t('empty') };
  const subtitle = pick(page, 'subtitle', locale);

  return (
    <>
      <ContentBanner page={page} locale={locale} />
      <PageContainer spacing="roomy">
        <Box sx={{ maxWidth: 920 }}>
          {subtitle && (
            <Typography sx={{ fontSize: { xs: 18, md: 20 }, color: 'text.secondary', mb: 5 }}>
              {subtitle}
            </Typography>
          )}
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {sections.map(({ tab, items }) => (
              <Box
                component="li"
                key={tab}
                data-testid="buyers-faq-section"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '40px minmax(0, 1fr)', md: '56px minmax(0, 1fr)' },
                  columnGap: { xs: 2, md: 3 },
                  mb: { xs: 5, md: 6 },
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: { xs: 40, md: 56 },
                    height: { xs: 40, md: 56 },
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: '#fff',
                    fontWeight: 700,
                    fontSize: { xs: 18, md: 24 },
                  }}
                >
                  {numbers.format(tab)}
                </Box>
                <Box>
                  <Typography
                    id={`buyers-faq-${tab}-title`}
                    component="h2"
                    variant="h3"
                    sx={{ color: 'primary.dark', mt: { xs: 0.5, md: 1.25 }, mb: 2.5 }}
                  >
                    <span className="visually-hidden">{numbers.format(tab)}. </span>
                    {t(`buyers.${SECTION_KEYS[tab as keyof typeof SECTION_KEYS]}`)}
                  </Typography>
                  <FaqList
                    faqs={items}
                    locale={locale}
                    idPrefix={`buyers-faq-${tab}`}
                    labels={labels}
                  />
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </PageContainer>
    </>
  );
}

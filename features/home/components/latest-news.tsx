import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getTranslations } from 'next-intl/server';

import { LocaleLink } from '@/components/ui/locale-link';
import { NewsCard } from '@/features/news/components/news-card';
import type { NewsItem } from '@/features/news/schemas';
import type { Locale } from '@/lib/i18n/routing';

import { HomeSection } from './home-section';

// part 1 §2.3: the last eight news items as cards and a show-more button to /news.
export async function LatestNews({ news, locale }: { news: NewsItem[]; locale: Locale }) {
  if (news.length === 0) return null;
  const t = await getTranslations('Home.news');
  return (
    <HomeSection id="news" title={t('title')} subtitle={t('subtitle')} centered>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {news.map((item) => (
          <NewsCard key={item.id} item={item} locale={locale} readMoreLabel={t('readMore')} />
        ))}
      </Box>
      <Box sx={{ mt: 5, textAlign: 'center' }}>
        <Button
          component={LocaleLink}
          href="/news"
          variant="contained"
          size="large"
          endIcon={<ArrowForwardIcon className="mirror-rtl" />}
          sx={{ px: 4 }}
        >
          {t('showMore')}
        </Button>
      </Box>
    </HomeSection>
  );
}

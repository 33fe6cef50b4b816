import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { LocaleLink } from '@/components/ui/locale-link';
import { RichContent } from '@/components/ui/rich-content';
import { formatDate } from '@/lib/i18n/format-date';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { NewsItem } from '../schemas';

import { NewsGrid } from './news-grid';

type Props = { item: NewsItem; locale: Locale; more: NewsItem[] };

// part 1 §2.4: the detail shows title, date, image and the html body (sanitised by RichContent).
export async function NewsArticle({ item, locale, more }: Props) {
  const t = await getTranslations({ locale, namespace: 'News' });
  return (
    <>
      <PageBanner
        title={pick(item, 'DESCRIPTION', locale)}
        crumbs={[{ label: t('title'), href: '/news' }]}
      />
      <PageContainer component="div" spacing="roomy">
        <Box component="article" data-testid="news-article" sx={{ maxWidth: 860, mx: 'auto' }}>
          <Typography
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 3 }}
          >
            <CalendarMonthOutlinedIcon
              fontSize="small"
              aria-hidden
              sx={{ color: 'primary.main' }}
            />
            <span>{t('detail.published')}</span>
            <Typography component="time" dateTime={item.news_date} sx={{ fontWeight: 600 }}>
              {formatDate(item.news_date, locale)}
            </Typography>
          </Typography>
          {item.image && (
            <Image
              src={item.image}
              alt=""
              width={1200}
              height={675}
              priority
              sizes="(max-width: 900px) 100vw, 860px"
              style={{
                display: 'block',
                width: '100%',
                height: 'auto',
                aspectRatio: '16 / 9',
                objectFit: 'cover',
                borderRadius: 16,
              }}
            />
          )}
          <Box sx={{ mt: { xs: 3, md: 4 } }}>
            <RichContent html={pick(item, 'TARIFF', locale)} />
          </Box>
          <Divider sx={{ my: { xs: 4, md: 5 } }} />
          <Button
            component={LocaleLink}
            href="/news"
            variant="outlined"
            startIcon={<ArrowBackIcon className="mirror-rtl" />}
          >
            {t('detail.back')}
          </Button>
        </Box>
        {more.length > 0 && (
          <Box
            component="section"
            aria-labelledby="more-news-heading"
            sx={{
              mt: { xs: 6, md: 9 },
              pt: { xs: 4, md: 6 },
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography id="more-news-heading" component="h2" variant="h2" sx={{ mb: 3 }}>
              {t('detail.more')}
            </Typography>
            <NewsGrid
              items={more}
              locale={locale}
              readMoreLabel={t('readMore')}
              headingLevel="h3"
            />
          </Box>
        )}
      </PageContainer>
    </>
  );
}

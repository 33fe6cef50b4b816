import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Image from 'next/image';

import { LocaleLink } from '@/components/ui/locale-link';
import { formatDate } from '@/lib/i18n/format-date';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { newsExcerpt, newsPath } from '../news-list';
import type { NewsItem } from '../schemas';

type Props = { item: NewsItem; locale: Locale; readMoreLabel: string; headingLevel?: 'h2' | 'h3' };

// part 1 §2.4: image, date, title, excerpt (first 100 characters) and read more.
export function NewsCard({ item, locale, readMoreLabel, headingLevel = 'h3' }: Props) {
  const title = pick(item, 'DESCRIPTION', locale);
  const href = newsPath(item);
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="news-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <Image
        src={item.image || '/images/banners/exporters.svg'}
        alt=""
        width={800}
        height={450}
        style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1, p: 2.5 }}>
        <Typography
          component="time"
          dateTime={item.news_date}
          variant="body2"
          color="text.secondary"
        >
          {formatDate(item.news_date, locale)}
        </Typography>
        <Typography component={headingLevel} variant="h4" sx={{ lineHeight: 1.4 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {newsExcerpt(pick(item, 'TARIFF', locale))}
        </Typography>
        <MuiLink
          component={LocaleLink}
          href={href}
          sx={{ fontWeight: 700, alignSelf: 'flex-start' }}
        >
          {readMoreLabel}
          <span className="visually-hidden">: {title}</span>
        </MuiLink>
      </CardContent>
    </Card>
  );
}

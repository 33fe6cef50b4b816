import Box from '@mui/material/Box';

import type { Locale } from '@/lib/i18n/routing';

import type { NewsItem } from '../schemas';

import { NewsCard } from './news-card';

type Props = {
  items: NewsItem[];
  locale: Locale;
  readMoreLabel: string;
  headingLevel?: 'h2' | 'h3';
};

// Cards in one, two or three columns as the screen widens.
export function NewsGrid({ items, locale, readMoreLabel, headingLevel = 'h2' }: Props) {
  return (
    <Box
      component="ul"
      data-testid="news-grid"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard
            item={item}
            locale={locale}
            readMoreLabel={readMoreLabel}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';

import { LocaleLink } from '@/components/ui/locale-link';
import { excerptOf } from '@/lib/html/plain-text';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

export type SearchResult = {
  id: number;
  href: string;
  title: string;
  html: string;
};

export function toSearchResult(
  page: {
    id: number;
    title_eng: string;
    title_ara: string;
    content_eng: string;
    content_ara: string;
  },
  href: string,
  locale: Locale,
): SearchResult {
  return {
    id: page.id,
    href,
    title: pick(page, 'title', locale),
    html: pick(page, 'content', locale),
  };
}

export async function SearchResults({
  keyword,
  results,
}: {
  keyword: string;
  results: SearchResult[];
}) {
  const t = await getTranslations('Search');
  if (!keyword) return <Typography sx={{ mt: 2 }}>{t('prompt')}</Typography>;
  return (
    <Box component="section" aria-labelledby="search-results-title" sx={{ mt: 2 }}>
      <Typography id="search-results-title" component="h2" variant="h3" role="status">
        {results.length === 0 ? t('empty') : t('count', { count: results.length, keyword })}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 3 }}>
        {results.map((result) => (
          <Box
            component="li"
            key={result.id}
            sx={{ pb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            <MuiLink
              component={LocaleLink}
              href={result.href}
              sx={{ fontSize: 20, fontWeight: 700 }}
            >
              {result.title}
            </MuiLink>
            <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>
              {excerptOf(result.html, 220)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

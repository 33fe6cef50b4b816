import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';

import { externalLinkProps } from '@/components/layout/nav-types';
import { LocaleLink } from '@/components/ui/locale-link';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { childHref } from '@/lib/navigation/menu-links';

import type { MenuPageWithChildren } from '../schemas';

// part 1 §2.1: the site map of every menu, shown on menu 3's site-map page.
export async function SiteMap({
  trees,
  locale,
}: {
  trees: MenuPageWithChildren[][];
  locale: Locale;
}) {
  const t = await getTranslations('SiteMap');
  return (
    <Box
      data-testid="site-map"
      sx={{
        mt: 4,
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {trees.map((pages, index) => (
        <Box component="section" key={index} aria-labelledby={`site-map-${index + 1}`}>
          <Typography
            id={`site-map-${index + 1}`}
            component="h2"
            variant="h3"
            sx={{ color: 'primary.dark', mb: 2 }}
          >
            {t(`menus.${index + 1}` as 'menus.1')}
          </Typography>
          {pages.map((page) => (
            <Box key={page.id} sx={{ mb: 2 }}>
              <Typography component="h3" variant="h4">
                {pick(page, 'title', locale)}
              </Typography>
              <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
                {page.childs.map((child) => {
                  const target = childHref(child, locale);
                  const label = pick(child, 'nav_title', locale) || pick(child, 'title', locale);
                  return (
                    <li key={child.id}>
                      {target.external ? (
                        <MuiLink href={target.href} {...externalLinkProps}>
                          {label}
                        </MuiLink>
                      ) : (
                        <MuiLink component={LocaleLink} href={target.href}>
                          {label}
                        </MuiLink>
                      )}
                    </li>
                  );
                })}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { layout } from '@/lib/theme/tokens';

import { NavAnchor } from './nav-anchor';
import { externalLinkProps, type FooterColumn, type SocialItem } from './nav-types';

type Props = { columns: FooterColumn[]; social: SocialItem[]; year: number };

// Three link columns (pages 1–3 of menu 3), social icons and the copyright line (part 1 §2.2).
export async function SiteFooter({ columns, social, year }: Props) {
  const t = await getTranslations('Footer');
  return (
    <Box
      component="footer"
      data-testid="site-footer"
      sx={{ backgroundColor: '#0F2A24', color: '#E8F0ED', mt: 8 }}
    >
      <Box
        component="nav"
        aria-label={t('navigation')}
        sx={{
          maxWidth: layout.containerMaxWidth,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: 6,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: '1.2fr repeat(3, 1fr)' },
        }}
      >
        <Box>
          <Image src="/images/logo-mark.svg" alt="" width={56} height={56} />
          <Typography component="p" variant="h4" sx={{ mt: 1.5, color: '#fff' }}>
            {t('followUs')}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
          >
            {social.map((item) => (
              <li key={item.id}>
                <MuiLink
                  href={item.href}
                  {...externalLinkProps}
                  aria-label={t('socialLink', { name: item.name })}
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    bgcolor: 'rgba(255,255,255,.1)',
                    '&:hover, &:focus-visible': { bgcolor: 'primary.main' },
                  }}
                >
                  <Image src={item.image} alt="" width={20} height={20} />
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
        {columns.map((column) => (
          <Box key={column.id}>
            <Typography component="h2" variant="h4" sx={{ color: '#fff', mb: 1.5 }}>
              {column.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {column.links.map((link) => (
                <li key={link.id}>
                  <NavAnchor
                    link={link}
                    sx={{ color: '#D5E3DE', '&:hover, &:focus-visible': { color: '#fff' } }}
                  />
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        sx={{ borderTop: '1px solid rgba(255,255,255,.12)', py: 2.5, px: 2, textAlign: 'center' }}
      >
        <Typography variant="body2" data-testid="copyright">
          {t('copyright', { year })}
        </Typography>
      </Box>
    </Box>
  );
}

import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { LocaleLink } from '@/components/ui/locale-link';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { tileLayout } from '../home-rules';
import { storedLink } from '../home-views';
import type { HomeBlock } from '../schemas';

import { HomeSection } from './home-section';

const COLUMNS = {
  single: { xs: '1fr', md: 'minmax(0, 760px)' },
  pair: { xs: '1fr', md: 'repeat(2, 1fr)' },
  grid: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

// part 1 §2.3: service tiles; one is a wide centred card, two share the row, three or more a grid.
export async function ServiceTiles({ blocks, locale }: { blocks: HomeBlock[]; locale: Locale }) {
  if (blocks.length === 0) return null;
  const t = await getTranslations('Home.services');
  const layout = tileLayout(blocks.length);
  return (
    <HomeSection id="services" title={t('title')} subtitle={t('subtitle')} centered>
      <Box
        data-layout={layout}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: COLUMNS[layout],
          justifyContent: 'center',
        }}
      >
        {blocks.map((block) => {
          const link = storedLink(pick(block, 'link', locale));
          return (
            <Card
              key={block.id}
              variant="outlined"
              data-testid="service-tile"
              sx={{
                borderRadius: 3,
                borderColor: '#D5E3DD',
                transition: 'box-shadow .2s, transform .2s',
                '&:hover': {
                  boxShadow: '0 12px 28px rgba(7,81,58,.12)',
                  transform: 'translateY(-2px)',
                },
              }}
            >
              <CardActionArea
                component={LocaleLink}
                href={link.href}
                {...(link.external && { target: '_blank', rel: 'noopener noreferrer' })}
                sx={{
                  height: '100%',
                  p: { xs: 3, md: 4 },
                  display: 'flex',
                  flexDirection: layout === 'single' ? { xs: 'column', sm: 'row' } : 'column',
                  alignItems: 'flex-start',
                  justifyContent: 'flex-start',
                  gap: 2.5,
                }}
              >
                <Box
                  sx={{
                    flexShrink: 0,
                    width: 72,
                    height: 72,
                    borderRadius: '50%',
                    bgcolor: 'primary.light',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  {block.icon && <Image src={block.icon} alt="" width={40} height={40} />}
                </Box>
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
                  <Typography component="h3" variant="h3" sx={{ color: 'primary.dark' }}>
                    {pick(block, 'title', locale)}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>
                    {pick(block, 'description', locale)}
                  </Typography>
                  <Typography
                    component="span"
                    sx={{
                      mt: 1,
                      color: 'primary.main',
                      fontWeight: 700,
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.75,
                    }}
                  >
                    {t('learnMore')}
                    <ArrowForwardIcon fontSize="small" className="mirror-rtl" />
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </HomeSection>
  );
}

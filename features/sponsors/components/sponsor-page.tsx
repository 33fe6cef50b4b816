import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { RichContent } from '@/components/ui/rich-content';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { Sponsor } from '../schemas';
import { sponsorLinks } from '../sponsor-links';

// part 1 §2.5: the sponsor's description and tariff html, with its logo, website and file.
export async function SponsorPage({ sponsor, locale }: { sponsor: Sponsor; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Sponsor' });
  const title = pick(sponsor, 'DESCRIPTION', locale);
  const { website, file } = sponsorLinks(sponsor, locale);
  return (
    <>
      <PageBanner title={title} />
      <PageContainer
        component="div"
        data-testid="sponsor-page"
        sx={{
          py: { xs: 4, md: 7 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '340px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="aside"
          aria-label={t('details')}
          variant="outlined"
          sx={{ p: 3, borderRadius: 3, position: { md: 'sticky' }, top: { md: 96 } }}
        >
          <Chip label={t('label')} color="secondary" size="small" sx={{ fontWeight: 700 }} />
          {sponsor.image && (
            <Box
              sx={{
                mt: 2,
                p: 3,
                borderRadius: 2,
                bgcolor: '#F5F0E6',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Image
                src={sponsor.image}
                alt={title}
                width={480}
                height={320}
                style={{ width: '100%', height: 'auto', maxHeight: 200, objectFit: 'contain' }}
              />
            </Box>
          )}
          <Box sx={{ mt: 3, display: 'grid', gap: 1.5 }}>
            {website && (
              <Button
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                variant="contained"
                size="large"
                endIcon={<OpenInNewIcon aria-hidden />}
              >
                {t('visitWebsite')}
                <span className="visually-hidden"> {t('newTab')}</span>
              </Button>
            )}
            {file && (
              <Button
                href={file}
                download
                variant="outlined"
                size="large"
                startIcon={<DownloadIcon aria-hidden />}
              >
                {t('download')}
              </Button>
            )}
          </Box>
        </Paper>
        <Box component="article" sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h2" sx={{ color: 'primary.dark', mb: 1 }}>
            {t('about')}
          </Typography>
          <RichContent html={pick(sponsor, 'TARIFF', locale)} />
        </Box>
      </PageContainer>
    </>
  );
}

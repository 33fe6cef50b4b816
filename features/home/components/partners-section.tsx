import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import type { Partners } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { brand } from '@/lib/theme/tokens';

import { HomeSection } from './home-section';

// part 1 §2.3: the partners block with its custom text in each language (and its image).
export async function PartnersSection({
  partners,
  locale,
}: {
  partners?: Partners;
  locale: Locale;
}) {
  const text = partners ? pick(partners, 'custom_text', locale) : '';
  if (!partners || !text) return null;
  const t = await getTranslations('Home.partners');
  return (
    <HomeSection id="partners" title={t('title')} tone="sand">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: partners.image ? '3fr 2fr' : '1fr' },
        }}
      >
        <Typography
          sx={{
            fontSize: { xs: 17, md: 19 },
            lineHeight: 1.9,
            whiteSpace: 'pre-line',
            paddingInlineStart: { md: 3 },
            borderInlineStart: { md: `4px solid ${brand.primary}` },
          }}
        >
          {text}
        </Typography>
        {partners.image && (
          <Box
            sx={{
              position: 'relative',
              aspectRatio: '4 / 3',
              borderRadius: 4,
              overflow: 'hidden',
              bgcolor: '#fff',
              border: 1,
              borderColor: '#E6DCC8',
            }}
          >
            <Image
              src={partners.image}
              alt=""
              fill
              sizes="(max-width: 924px) 100vw, 480px"
              style={{ objectFit: 'contain', padding: 24 }}
            />
          </Box>
        )}
      </Box>
    </HomeSection>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import type { ReactNode } from 'react';

import type { EnquiryPage } from '@/features/enquiries/schemas';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

type Props = {
  /** The enquiry page record (GET enquiries-page/{id}); null shows the form alone. */
  page: Pick<
    EnquiryPage,
    'title_eng' | 'title_ara' | 'subtitle_eng' | 'subtitle_ara' | 'image'
  > | null;
  locale: Locale;
  children: ReactNode;
  /** The heading level of the title inside the page (h2 under the page's banner by default). */
  headingLevel?: 'h2' | 'h3';
};

// part 1 §2.9: an image, title, subtitle and the form.
export function EnquiryFormCard({ page, locale, children, headingLevel = 'h2' }: Props) {
  const title = page ? pick(page, 'title', locale) : '';
  const subtitle = page ? pick(page, 'subtitle', locale) : '';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title || undefined}
      sx={{ borderRadius: 2, overflow: 'hidden' }}
      data-testid="enquiry-form-card"
    >
      {page?.image && (
        // The enquiry pages' images are wide banners: a strip across the top of the card.
        <Box sx={{ position: 'relative', height: { xs: 96, md: 140 } }}>
          <Image
            src={page.image}
            alt=""
            fill
            sizes="(max-width: 1280px) 100vw, 1280px"
            style={{ objectFit: 'cover' }}
          />
        </Box>
      )}
      <Box sx={{ p: { xs: 2.5, md: 4 } }}>
        {title && (
          <Typography
            component={headingLevel}
            variant="h3"
            sx={{ color: 'primary.dark', fontSize: { xs: '1.25rem', md: '1.5rem' } }}
          >
            {title}
          </Typography>
        )}
        {subtitle && <Typography sx={{ color: 'text.secondary', mt: 1 }}>{subtitle}</Typography>}
        <Box sx={{ mt: title || subtitle ? 3 : 0 }}>{children}</Box>
      </Box>
    </Paper>
  );
}

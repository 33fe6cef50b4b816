import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';

import { LocaleLink } from '@/components/ui/locale-link';
import { RichContent } from '@/components/ui/rich-content';
import { homeFaqs } from '@/features/faq/faq-lists';
import type { Faq } from '@/features/faq/schemas';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { HomeSection } from './home-section';

type Props = { faqs: Faq[]; locale: Locale; moreHref: string };

// part 1 §2.3: published FAQs flagged for home, at most 10, and "more" once the list is full.
export async function HomeFaq({ faqs, locale, moreHref }: Props) {
  const { items, showMore } = homeFaqs(faqs);
  if (items.length === 0) return null;
  const t = await getTranslations('Home.faq');
  return (
    <HomeSection id="faq" title={t('title')} subtitle={t('subtitle')} tone="mint" centered>
      <Box sx={{ maxWidth: 920, mx: 'auto' }}>
        {items.map((faq) => (
          <Accordion
            key={faq.id}
            disableGutters
            elevation={0}
            slotProps={{ heading: { component: 'h3' } }}
            sx={{
              mb: 1.5,
              borderRadius: 3,
              border: 1,
              borderColor: '#D5E3DD',
              '&::before': { display: 'none' },
              '&:first-of-type, &:last-of-type': { borderRadius: 3 },
            }}
          >
            <AccordionSummary
              id={`faq-${faq.id}-question`}
              aria-controls={`faq-${faq.id}-answer`}
              expandIcon={<ExpandMoreIcon sx={{ color: 'primary.main' }} />}
              sx={{ px: 3, py: 0.5, '& .MuiAccordionSummary-content': { my: 1.75 } }}
            >
              <Typography sx={{ fontWeight: 600, fontSize: 17, textAlign: 'start' }}>
                {pick(faq, 'question', locale)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: 3, pt: 0, pb: 1 }}>
              <RichContent html={pick(faq, 'answer', locale)} />
            </AccordionDetails>
          </Accordion>
        ))}
        {showMore && (
          <Box sx={{ mt: 4, textAlign: 'center' }}>
            <Button
              component={LocaleLink}
              href={moreHref}
              variant="outlined"
              size="large"
              data-testid="faq-more"
              endIcon={<ArrowForwardIcon className="mirror-rtl" />}
              sx={{ px: 4, bgcolor: '#fff' }}
            >
              {t('more')}
            </Button>
          </Box>
        )}
      </Box>
    </HomeSection>
  );
}

import ExpandMore from '@mui/icons-material/ExpandMore';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { RichContent } from '@/components/ui/rich-content';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { Faq } from '../schemas';

type Props = { faq: Faq; locale: Locale; idPrefix: string; attachmentLabel: string };

// part 1 §3 "FAQ item": the question opens its sanitised answer and, when there is one, its file.
export function FaqItem({ faq, locale, idPrefix, attachmentLabel }: Props) {
  const id = `${idPrefix}-${faq.id}`;
  const file = pick(faq, 'file', locale);
  return (
    <Accordion
      disableGutters
      elevation={0}
      data-testid="faq-item"
      slotProps={{ heading: { component: 'h3' } }}
      sx={{
        mb: 1.5,
        border: 1,
        borderColor: '#D5E3DD',
        borderRadius: 3,
        overflow: 'hidden',
        '&::before': { display: 'none' },
        '&:first-of-type, &:last-of-type': { borderRadius: 3 },
        '&.Mui-expanded': { borderColor: 'primary.main' },
      }}
    >
      <AccordionSummary
        id={`${id}-question`}
        aria-controls={`${id}-answer`}
        expandIcon={<ExpandMore aria-hidden sx={{ color: 'primary.main' }} />}
        sx={{ px: { xs: 2, md: 3 }, '& .MuiAccordionSummary-content': { my: 1.75 } }}
      >
        <Typography component="span" sx={{ fontWeight: 600, fontSize: 17, textAlign: 'start' }}>
          {pick(faq, 'question', locale)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pt: 0, pb: 2.5 }}>
        <RichContent html={pick(faq, 'answer', locale)} />
        {file && (
          <Button
            component="a"
            href={file}
            download
            variant="outlined"
            startIcon={<PictureAsPdfOutlined aria-hidden />}
            data-testid="faq-file"
          >
            {attachmentLabel}
          </Button>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

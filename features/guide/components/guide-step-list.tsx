'use client';

import ExpandMore from '@mui/icons-material/ExpandMore';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { brand } from '@/lib/theme/tokens';

import { guideStepEntryId, guideStepHeaderId, guideStepPanelId } from '../guide-steps';
import type { GuideStepView } from '../guide-types';

import { StepIcon } from './step-icon';

type Props = {
  steps: GuideStepView[];
  expanded: number | false;
  onChange: (index: number, open: boolean) => void;
  downloadStepLabel: string;
};

// part 1 §2.6: each step's FAQ-style entry: its name, its html and its file in the locale.
export function GuideStepList({ steps, expanded, onChange, downloadStepLabel }: Props) {
  return (
    <Box data-testid="guide-step-list">
      {steps.map((step, index) => (
        <Accordion
          key={step.key}
          id={guideStepEntryId(index)}
          expanded={expanded === index}
          onChange={(_event, open) => onChange(index, open)}
          disableGutters
          elevation={0}
          slotProps={{ heading: { component: 'h3' } }}
          sx={{
            mb: 1.5,
            border: 1,
            borderColor: expanded === index ? 'primary.main' : 'divider',
            borderRadius: 3,
            overflow: 'hidden',
            '&::before': { display: 'none' },
            '&.Mui-expanded': { boxShadow: '0 10px 30px rgba(7, 81, 58, 0.12)' },
          }}
        >
          <AccordionSummary
            id={guideStepHeaderId(index)}
            aria-controls={guideStepPanelId(index)}
            expandIcon={<ExpandMore aria-hidden />}
            sx={{ px: { xs: 2, md: 3 }, py: 1, '&.Mui-expanded': { bgcolor: brand.primaryLight } }}
          >
            <Box
              component="span"
              sx={{ display: 'flex', alignItems: 'center', gap: 2, fontSize: 18, fontWeight: 700 }}
            >
              <Box
                component="span"
                sx={{
                  flex: '0 0 auto',
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: '#fff',
                }}
              >
                <StepIcon step={step.key} />
              </Box>
              <span>
                <Box component="span" sx={{ color: 'secondary.main', marginInlineEnd: 1 }}>
                  {step.number}.
                </Box>
                {step.name}
              </span>
            </Box>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pb: 3 }}>
            {step.content}
            {step.file && (
              <Button
                component="a"
                href={step.file}
                download
                variant="outlined"
                startIcon={<FileDownloadOutlined aria-hidden />}
                sx={{ mt: 1 }}
              >
                {downloadStepLabel}
              </Button>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

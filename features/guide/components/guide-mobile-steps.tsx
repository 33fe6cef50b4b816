'use client';

import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

import { brand } from '@/lib/theme/tokens';

import { DESKTOP_MEDIA } from '../constants';
import { guideStepPanelId } from '../guide-steps';
import type { GuideLabels, GuideStepView, SelectStep } from '../guide-types';

type Props = {
  steps: GuideStepView[];
  active: number | false;
  onSelect: SelectStep;
  labels: GuideLabels;
};

// part 1 §2.6: at 700 px and below, seven numbered steps, each going to its step by index 0–6.
export function GuideMobileSteps({ steps, active, onSelect, labels }: Props) {
  return (
    <Box
      component="ol"
      aria-label={labels.diagramLabel}
      data-testid="guide-mobile-steps"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        position: 'relative',
        [DESKTOP_MEDIA]: { display: 'none' },
        // The line that joins the numbers, behind them.
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInlineStart: 27,
          top: 28,
          bottom: 28,
          borderInlineStart: 2,
          borderColor: '#C9DFD6',
        },
      }}
    >
      {steps.map((step, index) => {
        const selected = active === index;
        return (
          <Box component="li" key={step.key} sx={{ position: 'relative', mb: 1.25 }}>
            <ButtonBase
              onClick={() => onSelect(index)}
              aria-controls={guideStepPanelId(index)}
              aria-expanded={selected}
              sx={{
                width: '100%',
                justifyContent: 'flex-start',
                gap: 1.75,
                p: 1,
                paddingInlineEnd: 2,
                borderRadius: 3,
                textAlign: 'start',
                border: 1,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? brand.primaryLight : '#fff',
                boxShadow: selected ? 2 : 0,
              }}
            >
              <Box
                component="span"
                sx={{
                  flex: '0 0 auto',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  color: '#fff',
                  bgcolor: selected ? 'primary.dark' : 'primary.main',
                }}
              >
                <span className="visually-hidden">{labels.step} </span>
                {step.number}
              </Box>
              <Box component="span" sx={{ flex: 1, fontWeight: 600, fontSize: 16 }}>
                {step.name}
              </Box>
              <ArrowForward className="mirror-rtl" aria-hidden sx={{ color: 'primary.main' }} />
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}

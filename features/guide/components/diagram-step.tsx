'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { keyframes } from '@mui/material/styles';

import { brand } from '@/lib/theme/tokens';

import { NO_MOTION } from '../constants';
import { guideStepPanelId } from '../guide-steps';
import type { GuideStepView, SelectStep } from '../guide-types';

import { StepIcon } from './step-icon';

const popIn = keyframes`
  from { opacity: 0; transform: scale(0.6); }
  to { opacity: 1; transform: scale(1); }
`;

type Props = {
  step: GuideStepView;
  index: number;
  selected: boolean;
  onSelect: SelectStep;
  stepLabel: string;
};

/** One button of the circular diagram; it opens (and controls) the step's entry below. */
export function DiagramStep({ step, index, selected, onSelect, stepLabel }: Props) {
  return (
    <ButtonBase
      onClick={() => onSelect(index)}
      aria-controls={guideStepPanelId(index)}
      aria-expanded={selected}
      sx={{
        flex: '0 0 auto',
        width: 150,
        flexDirection: 'column',
        gap: 1,
        borderRadius: 3,
        p: 0.5,
        animation: `${popIn} 0.5s ${0.15 + index * 0.09}s ease-out both`,
        '&:hover .step-badge': { transform: 'translateY(-3px)', boxShadow: 6 },
        ...NO_MOTION,
      }}
    >
      <Box
        className="step-badge"
        sx={{
          position: 'relative',
          width: 68,
          height: 68,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          border: 2,
          borderColor: 'primary.main',
          bgcolor: selected ? 'primary.main' : '#fff',
          color: selected ? '#fff' : 'primary.main',
          boxShadow: selected ? `0 0 0 8px ${brand.primaryLight}` : 2,
          transition: 'transform 0.2s ease, box-shadow 0.2s ease, background-color 0.2s ease',
          ...NO_MOTION,
        }}
      >
        <StepIcon step={step.key} sx={{ fontSize: 30 }} />
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: -6,
            insetInlineEnd: -6,
            minWidth: 26,
            height: 26,
            borderRadius: 13,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: '#fff',
            fontSize: 13,
            fontWeight: 700,
          }}
        >
          <span className="visually-hidden">{stepLabel} </span>
          {step.number}
        </Box>
      </Box>
      <Box
        component="span"
        sx={{
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'rgba(255,255,255,0.92)',
          fontSize: 14,
          fontWeight: 700,
          lineHeight: 1.35,
          color: selected ? 'primary.dark' : 'text.primary',
          textDecoration: selected ? 'underline' : 'none',
          textUnderlineOffset: 4,
        }}
      >
        {step.name}
      </Box>
    </ButtonBase>
  );
}

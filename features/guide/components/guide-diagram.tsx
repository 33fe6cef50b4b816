'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

import { brand } from '@/lib/theme/tokens';

import { MOBILE_MEDIA, NO_MOTION } from '../constants';
import type { GuideLabels, GuideStepView, SelectStep } from '../guide-types';

import { DiagramStep } from './diagram-step';

const RING_RADIUS = 38; // % of the diagram's side
const drawRing = keyframes`
  from { stroke-dashoffset: 100; }
  to { stroke-dashoffset: 0; }
`;

// Clockwise from the top in English; the logical inset mirrors the circle in Arabic.
function position(index: number, count: number) {
  const angle = (-90 + (index * 360) / count) * (Math.PI / 180);
  return {
    insetInlineStart: `${50 + RING_RADIUS * Math.cos(angle)}%`,
    top: `${50 + RING_RADIUS * Math.sin(angle)}%`,
  };
}

type Props = {
  steps: GuideStepView[];
  active: number | false;
  onSelect: SelectStep;
  labels: GuideLabels;
};

// part 1 §2.6: the animated seven-step diagram for wider screens.
export function GuideDiagram({ steps, active, onSelect, labels }: Props) {
  const progress = active === false ? 0 : (100 * active) / steps.length;
  return (
    <Box
      data-testid="guide-diagram"
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 640,
        aspectRatio: '1 / 1',
        mx: 'auto',
        [MOBILE_MEDIA]: { display: 'none' },
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 100 100"
        aria-hidden
        className="mirror-rtl"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' }}
      >
        <Box
          component="circle"
          cx="50"
          cy="50"
          r={RING_RADIUS}
          pathLength={100}
          fill="none"
          stroke={brand.primaryLight}
          strokeWidth="2.4"
          strokeDasharray="100"
          sx={{ animation: `${drawRing} 1.2s ease-out both`, ...NO_MOTION }}
        />
        <Box
          component="circle"
          cx="50"
          cy="50"
          r={RING_RADIUS}
          pathLength={100}
          fill="none"
          stroke={brand.primary}
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeDasharray={`${progress} 100`}
          transform="rotate(-90 50 50)"
          sx={{ transition: 'stroke-dasharray 0.6s ease', ...NO_MOTION }}
        />
      </Box>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          m: 'auto',
          width: '46%',
          height: '46%',
          borderRadius: '50%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          p: 3,
          color: '#fff',
          background: `radial-gradient(circle at 30% 25%, ${brand.primary}, ${brand.primaryDark})`,
          boxShadow: '0 18px 40px rgba(7, 81, 58, 0.28)',
        }}
      >
        <Typography sx={{ fontSize: 13, fontWeight: 600, letterSpacing: 1, color: '#DCEBE5' }}>
          {labels.hubOverline}
        </Typography>
        <Typography component="p" sx={{ fontSize: 24, fontWeight: 700, lineHeight: 1.3, my: 0.5 }}>
          {labels.hubTitle}
        </Typography>
        <Typography sx={{ fontSize: 14, color: '#EAF3F0', lineHeight: 1.5 }}>
          {labels.hubText}
        </Typography>
      </Box>
      <Box component="ol" aria-label={labels.diagramLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step.key}
            sx={{
              position: 'absolute',
              ...position(index, steps.length),
              width: 0,
              height: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <DiagramStep
              step={step}
              index={index}
              selected={active === index}
              onSelect={onSelect}
              stepLabel={labels.step}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import {
  DESKTOP_MEDIA,
  STEP_SCROLL_DELAY_MS,
  STEP_SCROLL_DURATION_MS,
  VISUALLY_HIDDEN,
} from '../constants';
import { guideStepEntryId, guideStepHeaderId } from '../guide-steps';
import type { GuideLabels, GuideStepView } from '../guide-types';
import { scrollToElement } from '../scroll-to-element';

import { GuideDiagram } from './guide-diagram';
import { GuideDownload } from './guide-download';
import { GuideMobileSteps } from './guide-mobile-steps';
import { GuideStepList } from './guide-step-list';

type Props = { steps: GuideStepView[]; guideFile: string; labels: GuideLabels; intro: ReactNode };

// part 1 §2.6: a step chosen in the diagram opens its entry, then the page scrolls to it after
// about 0.6 s (once a previously open entry has folded) with a 1 s animation.
export function GuideExplorer({ steps, guideFile, labels, intro }: Props) {
  const [expanded, setExpanded] = useState<number | false>(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const openStep = useCallback((index: number) => {
    setExpanded(index);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const entry = document.getElementById(guideStepEntryId(index));
      if (!entry) return;
      scrollToElement(entry, STEP_SCROLL_DURATION_MS);
      document.getElementById(guideStepHeaderId(index))?.focus({ preventScroll: true });
    }, STEP_SCROLL_DELAY_MS);
  }, []);

  return (
    <>
      <Box
        component="section"
        aria-labelledby="guide-diagram-title"
        sx={{
          display: 'grid',
          columnGap: 6,
          rowGap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gridTemplateAreas: {
            xs: '"intro" "diagram" "download"',
            lg: '"intro diagram" "download diagram"',
          },
        }}
      >
        <Box sx={{ gridArea: 'intro', alignSelf: 'end' }}>{intro}</Box>
        <Box sx={{ gridArea: 'diagram' }}>
          {/* The circle speaks for itself on wide screens; the phone list needs its heading. */}
          <Typography
            id="guide-diagram-title"
            component="h2"
            variant="h3"
            sx={{ color: 'primary.dark', mb: 2, [DESKTOP_MEDIA]: VISUALLY_HIDDEN }}
          >
            {labels.diagramTitle}
          </Typography>
          <GuideDiagram steps={steps} active={expanded} onSelect={openStep} labels={labels} />
          <GuideMobileSteps steps={steps} active={expanded} onSelect={openStep} labels={labels} />
        </Box>
        <Box sx={{ gridArea: 'download', alignSelf: 'start' }}>
          <GuideDownload file={guideFile} labels={labels} />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="guide-entries-title" sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography
          id="guide-entries-title"
          component="h2"
          variant="h2"
          sx={{ color: 'primary.dark', mb: 3, fontSize: { xs: '1.5rem', md: '1.8rem' } }}
        >
          {labels.entriesTitle}
        </Typography>
        <Box sx={{ maxWidth: 980 }}>
          <GuideStepList
            steps={steps}
            expanded={expanded}
            onChange={(index, open) => setExpanded(open ? index : false)}
            downloadStepLabel={labels.downloadStep}
          />
        </Box>
      </Box>
    </>
  );
}

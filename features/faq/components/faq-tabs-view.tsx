'use client';

import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';

import { faqTabId, faqTabPanelId, type ExporterFaqSlug } from '../faq-tab-param';

export type FaqTabPanel = { slug: ExporterFaqSlug; label: string; content: ReactNode };

type Props = {
  panels: FaqTabPanel[];
  selected: ExporterFaqSlug;
  onSelect?: (slug: ExporterFaqSlug) => void;
  label: string;
};

// part 2 "FAQ for exporters": the three topic tabs; every panel stays in the page, hidden when
// not selected, so the answers are there before any script runs.
export function FaqTabsView({ panels, selected, onSelect, label }: Props) {
  return (
    <Box data-testid="faq-tabs">
      <Tabs
        value={selected}
        onChange={(_event, value: ExporterFaqSlug) => onSelect?.(value)}
        aria-label={label}
        variant="fullWidth"
        sx={{
          mb: 3,
          borderBottom: 1,
          borderColor: 'divider',
          // Long labels wrap so all three tabs stay in view on a phone.
          '& .MuiTab-root': {
            fontSize: { xs: 14, sm: 16 },
            fontWeight: 600,
            minHeight: 56,
            px: { xs: 1, sm: 2 },
            lineHeight: 1.35,
            whiteSpace: 'normal',
          },
          '& .MuiTabs-indicator': { height: 3, borderRadius: 2 },
        }}
      >
        {panels.map((panel) => (
          <Tab
            key={panel.slug}
            value={panel.slug}
            label={panel.label}
            id={faqTabId(panel.slug)}
            aria-controls={faqTabPanelId(panel.slug)}
          />
        ))}
      </Tabs>
      {panels.map((panel) => (
        <Box
          key={panel.slug}
          role="tabpanel"
          id={faqTabPanelId(panel.slug)}
          aria-labelledby={faqTabId(panel.slug)}
          hidden={panel.slug !== selected}
        >
          {panel.content}
        </Box>
      ))}
    </Box>
  );
}

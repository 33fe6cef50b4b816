import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { brand, layout } from '@/lib/theme/tokens';

export type SectionTone = 'plain' | 'sand' | 'mint';

const BACKGROUNDS: Record<SectionTone, string> = {
  plain: '#ffffff',
  sand: brand.sand,
  mint: brand.primaryLight,
};

type Props = {
  id: string;
  title: string;
  subtitle?: string;
  tone?: SectionTone;
  /** Centres the heading (sliders, news); long-text sections keep it at the start. */
  centered?: boolean;
  children: ReactNode;
};

/** The page container: content never runs wider than the portal's max width. */
export function HomeContainer({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: layout.containerMaxWidth, mx: 'auto', px: { xs: 2, md: 3 } }}>
      {children}
    </Box>
  );
}

/** Section title with the red accent bar, shared by every home block. */
export function SectionTitle({ id, title, subtitle, centered }: Omit<Props, 'children' | 'tone'>) {
  return (
    <Box sx={{ mb: { xs: 4, md: 5 }, textAlign: centered ? 'center' : 'start' }}>
      <Typography
        id={id}
        component="h2"
        variant="h2"
        sx={{
          color: 'primary.dark',
          fontSize: { xs: '1.6rem', md: '2rem' },
          '&::after': {
            content: '""',
            display: 'block',
            width: 56,
            height: 4,
            mt: 1.5,
            borderRadius: 2,
            bgcolor: 'secondary.main',
            marginInline: centered ? 'auto' : 0,
          },
        }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography
          sx={{
            mt: 2,
            color: 'text.secondary',
            maxWidth: 720,
            marginInline: centered ? 'auto' : 0,
          }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

// A home block: labelled by its title, with generous vertical rhythm (part 1 §2.3 blocks).
export function HomeSection({ id, title, subtitle, tone = 'plain', centered, children }: Props) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      data-testid={`home-${id}`}
      sx={{ bgcolor: BACKGROUNDS[tone], py: { xs: 6, md: 9 } }}
    >
      <HomeContainer>
        <SectionTitle id={headingId} title={title} subtitle={subtitle} centered={centered} />
        {children}
      </HomeContainer>
    </Box>
  );
}

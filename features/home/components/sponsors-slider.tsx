'use client';

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import Slider, { type CustomArrowProps } from 'react-slick';

import { SPONSOR_SLIDER } from '@/features/sponsors/sponsor-visibility';

import type { SponsorView } from '../home-types';
import { initialSlideFor, orderForDirection } from '../slider-direction';
import { sponsorSettings } from '../sponsor-settings';

import { slickSx } from './slick-sx';
import { SponsorCard } from './sponsor-card';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The window's width in the browser; null on the server and while hydrating. */
function useWindowWidth(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => null,
  );
}

function Arrow({
  side,
  label,
  onClick,
  className,
}: CustomArrowProps & { side: 'left' | 'right'; label: string }) {
  const Icon = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <IconButton
      aria-label={label}
      onClick={onClick ?? undefined}
      disabled={!onClick || className?.includes('slick-disabled')}
      sx={{
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        zIndex: 1,
        // Logical sides inside the slider's LTR box: the Arabic style cache flips left and right.
        [side === 'left' ? 'insetInlineStart' : 'insetInlineEnd']: { xs: -28, md: -20 },
        bgcolor: '#fff',
        border: 1,
        borderColor: '#D5E3DD',
        boxShadow: '0 4px 12px rgba(7,81,58,.12)',
        '&:hover': { bgcolor: 'primary.light' },
      }}
    >
      <Icon />
    </IconButton>
  );
}

type Props = { sponsors: SponsorView[]; dir: 'ltr' | 'rtl' };

// An LTR box with the order mirrored in Arabic (slider-direction.ts): the first sponsor stands at
// the reading start, and the left arrow leads onwards in Arabic, the right one in English.
export function SponsorsSlider({ sponsors, dir }: Props) {
  const t = useTranslations('Home.sponsors');
  const width = useWindowWidth();
  const settings = sponsorSettings(width ?? Infinity);
  const rtl = dir === 'rtl';
  const card = (sponsor: SponsorView) => (
    <Box key={sponsor.id} dir={dir} sx={{ px: 1.25, py: 1, height: '100%' }}>
      <SponsorCard sponsor={sponsor} label={t('label')} newTabLabel={t('newTab')} />
    </Box>
  );
  const left = <Arrow side="left" label={rtl ? t('next') : t('previous')} />;
  const right = <Arrow side="right" label={rtl ? t('previous') : t('next')} />;
  return (
    <Box
      dir="ltr"
      data-testid="sponsors-slider"
      sx={{ position: 'relative', px: { xs: 3.5, md: 0 }, ...slickSx(SPONSOR_SLIDER.speed) }}
    >
      {width !== null ? (
        <Slider
          {...settings}
          initialSlide={initialSlideFor(sponsors.length, settings.slidesToShow ?? 1, rtl)}
          prevArrow={left}
          nextArrow={right}
        >
          {orderForDirection(sponsors, rtl).map(card)}
        </Slider>
      ) : (
        // Before the script runs: the first sponsors in a plain grid, in the reading direction.
        <Box
          dir={dir}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            '& > :nth-of-type(n+2)': { display: { xs: 'none', sm: 'block' } },
            '& > :nth-of-type(n+3)': { display: { sm: 'none', md: 'block' } },
          }}
        >
          {sponsors.slice(0, SPONSOR_SLIDER.slidesToShow).map(card)}
        </Box>
      )}
    </Box>
  );
}

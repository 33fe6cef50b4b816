'use client';

import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import Slider from 'react-slick';

import { useHydrated } from '@/components/ui/use-hydrated';
import { layout } from '@/lib/theme/tokens';

import { MAIN_SLIDER_AUTOPLAY_MS } from '../home-rules';
import type { EnquiryOptionView, SlideView } from '../home-types';
import { initialSlideFor, orderForDirection } from '../slider-direction';

import { EnquiryDialog } from './enquiry-dialog';
import { MainSlide } from './main-slide';
import { slickSx } from './slick-sx';

const SPEED_MS = 700;

type Props = { slides: SlideView[]; dir: 'ltr' | 'rtl'; enquiryOptions: EnquiryOptionView[] };

// part 1 §2.3: the main slider moves every 12000 ms with no arrows and no dots. It runs in an LTR
// box with the order mirrored in Arabic (see slider-direction.ts); each slide sets the reading
// direction again for its texts. The timer is ours, so the pause button fully controls it.
export function MainSlider({ slides, dir, enquiryOptions }: Props) {
  const t = useTranslations('Home.slider');
  const hydrated = useHydrated();
  const slider = useRef<Slider>(null);
  const [playing, setPlaying] = useState(true);
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  const rtl = dir === 'rtl';
  const moving = hydrated && playing && !enquiryOpen && slides.length > 1;

  useEffect(() => {
    if (!moving) return;
    // In Arabic the slides are mirrored, so the next slide is react-slick's previous one.
    const timer = window.setInterval(
      () => (rtl ? slider.current?.slickPrev() : slider.current?.slickNext()),
      MAIN_SLIDER_AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [moving, rtl]);

  const first = slides[0];
  if (!first) return null;
  const openEnquiry = () => setEnquiryOpen(true);
  // WCAG 2.2.2: the visitor can stop and restart the movement at any time.
  const togglePlaying = () => setPlaying(!playing);
  const slideProps = { dir, newTabLabel: t('newTab'), onOpenEnquiry: openEnquiry };

  return (
    <Box
      component="section"
      aria-roledescription={t('roleDescription')}
      aria-label={t('label')}
      data-testid="main-slider"
      data-playing={playing}
      sx={{ position: 'relative' }}
    >
      {slides.length > 1 && (
        <Box
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: { xs: 20, md: 28 },
            zIndex: 2,
            maxWidth: layout.containerMaxWidth,
            mx: 'auto',
            px: { xs: 2.5, md: 3 },
            display: 'flex',
            justifyContent: 'flex-end',
            pointerEvents: 'none',
          }}
        >
          <Button
            onClick={togglePlaying}
            variant="outlined"
            startIcon={playing ? <PauseIcon /> : <PlayArrowIcon />}
            data-testid="slider-toggle"
            sx={{
              pointerEvents: 'auto',
              color: '#fff',
              borderColor: 'rgba(255,255,255,.8)',
              bgcolor: 'rgba(7,60,44,.75)',
              '&:hover': { bgcolor: 'rgba(7,60,44,.95)', borderColor: '#fff' },
            }}
          >
            {playing ? t('pause') : t('play')}
          </Button>
        </Box>
      )}
      <Box dir="ltr" sx={slickSx(SPEED_MS)}>
        {hydrated && slides.length > 1 ? (
          <Slider
            ref={slider}
            initialSlide={initialSlideFor(slides.length, 1, rtl)}
            arrows={false}
            dots={false}
            infinite
            speed={SPEED_MS}
            slidesToShow={1}
            slidesToScroll={1}
          >
            {orderForDirection(slides, rtl).map((slide) => (
              <MainSlide key={slide.id} slide={slide} priority={slide === first} {...slideProps} />
            ))}
          </Slider>
        ) : (
          <MainSlide slide={first} priority {...slideProps} />
        )}
      </Box>
      <EnquiryDialog
        open={enquiryOpen}
        onClose={() => setEnquiryOpen(false)}
        options={enquiryOptions}
      />
    </Box>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import Slider from 'react-slick';

import { preloadFormMessages } from '@/components/i18n/form-messages';
import { Icon } from '@/components/ui/icon';
import { PauseIcon, PlayArrowIcon } from '@/components/ui/icon-shapes';
import { useHydrated } from '@/components/ui/use-hydrated';

import { MAIN_SLIDER_AUTOPLAY_MS } from '../home-rules';
import type { EnquiryOptionView, SlideView } from '../home-types';
import { initialSlideFor, orderForDirection } from '../slider-direction';

import { MainSlide } from './main-slide';
import { MainSliderFrame } from './main-slider-frame';
import styles from './main-slider.module.css';
import slick from './slick.module.css';
import { OpenEnquiryContext } from './slide-enquiry-button';

const SPEED_MS = 700;
const SPEED_STYLE = { '--slick-speed': `${SPEED_MS}ms` } as CSSProperties;

// The dialog's code, MUI and its texts arrive with its first open.
const EnquiryDialogIsland = dynamic(
  () =>
    Promise.all([import('./enquiry-dialog-island'), preloadFormMessages()]).then(
      ([module]) => module.EnquiryDialogIsland,
    ),
  { ssr: false },
);

type Props = {
  slides: SlideView[];
  dir: 'ltr' | 'rtl';
  enquiryOptions: EnquiryOptionView[];
  /** The visitor pressed the first slide's button before the slider had loaded. */
  enquiryOpenAtStart?: boolean;
};

// part 1 §2.3: the main slider moves every 12000 ms with no arrows and no dots. It runs in an LTR
// box with the order mirrored in Arabic (see slider-direction.ts); each slide sets the reading
// direction again for its texts. The timer is ours, so the pause button fully controls it.
// The page loads this module after its first paint (main-slider-island.tsx).
export function MainSlider({ slides, dir, enquiryOptions, enquiryOpenAtStart = false }: Props) {
  const t = useTranslations('Home.slider');
  const hydrated = useHydrated();
  const slider = useRef<Slider>(null);
  const [playing, setPlaying] = useState(true);
  const [enquiryOpen, setEnquiryOpen] = useState(enquiryOpenAtStart);
  // Rendered from the first open on, so the dialog closes with its animation.
  const [enquiryUsed, setEnquiryUsed] = useState(enquiryOpenAtStart);
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
  const openEnquiry = () => {
    setEnquiryUsed(true);
    setEnquiryOpen(true);
  };
  const slideProps = { dir, newTabLabel: t('newTab') };

  return (
    <MainSliderFrame label={t('label')} roleDescription={t('roleDescription')} playing={playing}>
      {slides.length > 1 && (
        <div className={styles.controls}>
          {/* WCAG 2.2.2: the visitor can stop and restart the movement at any time. */}
          <button
            type="button"
            onClick={() => setPlaying(!playing)}
            data-testid="slider-toggle"
            className={`button ${styles.toggle}`}
          >
            <Icon shape={playing ? PauseIcon : PlayArrowIcon} size={20} />
            {playing ? t('pause') : t('play')}
          </button>
        </div>
      )}
      <OpenEnquiryContext value={openEnquiry}>
        <div dir="ltr" className={slick.slick} style={SPEED_STYLE}>
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
                <MainSlide
                  key={slide.id}
                  slide={slide}
                  priority={slide === first}
                  {...slideProps}
                />
              ))}
            </Slider>
          ) : (
            <MainSlide slide={first} priority {...slideProps} />
          )}
        </div>
      </OpenEnquiryContext>
      {enquiryUsed && (
        <EnquiryDialogIsland
          open={enquiryOpen}
          onClose={() => setEnquiryOpen(false)}
          options={enquiryOptions}
        />
      )}
    </MainSliderFrame>
  );
}

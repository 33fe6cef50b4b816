'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type CSSProperties } from 'react';
import Slider, { type CustomArrowProps } from 'react-slick';

import { Icon } from '@/components/ui/icon';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icon-shapes';

import type { SponsorView } from '../home-types';
import { initialSlideFor, orderForDirection } from '../slider-direction';
import { sponsorSettings } from '../sponsor-settings';

import slick from './slick.module.css';
import { SponsorCard } from './sponsor-card';
import styles from './sponsors-slider.module.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The window's width; this module only ever renders in the browser (sponsors-slider-island). */
function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => Infinity,
  );
}

function Arrow({
  side,
  label,
  onClick,
  className,
}: CustomArrowProps & { side: 'left' | 'right'; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick ?? undefined}
      disabled={!onClick || className?.includes('slick-disabled')}
      className={`${styles.arrow} ${side === 'left' ? styles.left : styles.right}`}
    >
      <Icon shape={side === 'left' ? ChevronLeftIcon : ChevronRightIcon} />
    </button>
  );
}

type Props = { sponsors: SponsorView[]; dir: 'ltr' | 'rtl' };

// An LTR box with the order mirrored in Arabic (slider-direction.ts): the first sponsor stands at
// the reading start, and the left arrow leads onwards in Arabic, the right one in English.
export function SponsorsSlider({ sponsors, dir }: Props) {
  const t = useTranslations('Home.sponsors');
  const settings = sponsorSettings(useWindowWidth());
  const rtl = dir === 'rtl';
  const speed = { '--slick-speed': `${settings.speed ?? 0}ms` } as CSSProperties;
  return (
    <div
      dir="ltr"
      data-testid="sponsors-slider"
      className={`${styles.slider} ${slick.slick}`}
      style={speed}
    >
      <Slider
        {...settings}
        initialSlide={initialSlideFor(sponsors.length, settings.slidesToShow ?? 1, rtl)}
        prevArrow={<Arrow side="left" label={rtl ? t('next') : t('previous')} />}
        nextArrow={<Arrow side="right" label={rtl ? t('previous') : t('next')} />}
      >
        {orderForDirection(sponsors, rtl).map((sponsor) => (
          <div key={sponsor.id} dir={dir} className={styles.cell}>
            <SponsorCard sponsor={sponsor} label={t('label')} newTabLabel={t('newTab')} />
          </div>
        ))}
      </Slider>
    </div>
  );
}

'use client';

import type { ReactNode } from 'react';

import type { SponsorView } from '../home-types';

import { useLateModule } from './use-late-module';

const loadSlider = () => import('./sponsors-slider');

type Props = {
  sponsors: SponsorView[];
  dir: 'ltr' | 'rtl';
  /** The server's first view: the first sponsors as the slider will show them. */
  children: ReactNode;
};

// react-slick loads after the first paint and takes over from the server's first view.
export function SponsorsSliderIsland({ sponsors, dir, children }: Props) {
  const [slider] = useLateModule(loadSlider, true);
  return slider ? <slider.SponsorsSlider sponsors={sponsors} dir={dir} /> : children;
}

'use client';

import { useState, type ReactNode } from 'react';

import type { EnquiryOptionView, SlideView } from '../home-types';

import { OpenEnquiryContext } from './slide-enquiry-button';
import { useLateModule } from './use-late-module';

const loadSlider = () => import('./main-slider');

type Props = {
  slides: SlideView[];
  dir: 'ltr' | 'rtl';
  enquiryOptions: EnquiryOptionView[];
  /** The server's first slide: the page's largest paint, shown without any script. */
  children: ReactNode;
};

// react-slick and the other slides load after the first paint and then take over from the static
// first slide. A press on its enquiry button before then loads the slider at once, dialog open.
export function MainSliderIsland({ slides, dir, enquiryOptions, children }: Props) {
  const [enquiryAsked, setEnquiryAsked] = useState(false);
  const [slider, loadNow] = useLateModule(loadSlider, slides.length > 1);
  if (slider) {
    return (
      <slider.MainSlider
        slides={slides}
        dir={dir}
        enquiryOptions={enquiryOptions}
        enquiryOpenAtStart={enquiryAsked}
      />
    );
  }
  const askEnquiry = () => {
    setEnquiryAsked(true);
    loadNow();
  };
  return <OpenEnquiryContext value={askEnquiry}>{children}</OpenEnquiryContext>;
}

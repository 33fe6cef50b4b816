import { getTranslations } from 'next-intl/server';

import type { EnquiryPage } from '@/features/enquiries/schemas';
import { directionOf, type Locale } from '@/lib/i18n/routing';

import { toEnquiryOptions, toSlideView } from '../home-views';
import type { HomeSlide } from '../schemas';

import { MainSlider } from './main-slider';

type Props = {
  slides: HomeSlide[];
  enquiryPages: EnquiryPage[];
  pageLinks: Record<number, string>;
  locale: Locale;
};

// The main slider and its enquiry-type dialog, given localised plain props (part 1 §2.3).
export async function HomeHero({ slides, enquiryPages, pageLinks, locale }: Props) {
  if (slides.length === 0) return null;
  const t = await getTranslations('Home.enquiry');
  const enquiryOptions = toEnquiryOptions({
    locale,
    pageLinks,
    enquiryPages,
    label: (key) => t(`options.${key}`),
    fallbackTooltip: (key) => t(`tooltips.${key}`),
  });
  return (
    <MainSlider
      slides={slides.map((slide) => toSlideView(slide, locale))}
      dir={directionOf(locale)}
      enquiryOptions={enquiryOptions}
    />
  );
}

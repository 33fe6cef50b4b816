import { getTranslations } from 'next-intl/server';

import type { EnquiryPage } from '@/features/enquiries/enquiry-page-schemas';
import { directionOf, type Locale } from '@/lib/i18n/routing';

import { toEnquiryOptions, toSlideView } from '../home-views';
import type { HomeSlide } from '../schemas';

import { MainSlide } from './main-slide';
import { MainSliderFrame } from './main-slider-frame';
import { MainSliderIsland } from './main-slider-island';
import slick from './slick.module.css';

type Props = {
  slides: HomeSlide[];
  enquiryPages: EnquiryPage[];
  pageLinks: Record<number, string>;
  locale: Locale;
};

// The main slider and its enquiry-type dialog (part 1 §2.3). The server draws the first slide as
// plain HTML, the page's largest paint; the island hands over to the slider after the first paint.
export async function HomeHero({ slides, enquiryPages, pageLinks, locale }: Props) {
  const views = slides.map((slide) => toSlideView(slide, locale));
  const [first] = views;
  if (!first) return null;
  const [t, slider] = await Promise.all([
    getTranslations('Home.enquiry'),
    getTranslations('Home.slider'),
  ]);
  const enquiryOptions = toEnquiryOptions({
    locale,
    pageLinks,
    enquiryPages,
    label: (key) => t(`options.${key}`),
    fallbackTooltip: (key) => t(`tooltips.${key}`),
  });
  const dir = directionOf(locale);
  return (
    <MainSliderIsland slides={views} dir={dir} enquiryOptions={enquiryOptions}>
      <MainSliderFrame label={slider('label')} roleDescription={slider('roleDescription')}>
        <div dir="ltr" className={slick.slick}>
          <MainSlide slide={first} dir={dir} priority newTabLabel={slider('newTab')} />
        </div>
      </MainSliderFrame>
    </MainSliderIsland>
  );
}

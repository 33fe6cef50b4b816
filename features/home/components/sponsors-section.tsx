import { getTranslations } from 'next-intl/server';

import type { Sponsor } from '@/features/sponsors/schemas';
import { pick } from '@/lib/i18n/localized';
import { directionOf, type Locale } from '@/lib/i18n/routing';

import type { SponsorView } from '../home-types';

import { HomeSection } from './home-section';
import slick from './slick.module.css';
import { SponsorCard } from './sponsor-card';
import { SponsorsSliderIsland } from './sponsors-slider-island';
import styles from './sponsors-slider.module.css';

// The most sponsors the slider shows at once (sponsor-settings.ts, up to 1024 px).
const FIRST_VIEW_MAX = 4;

// part 1 §2.3: the sponsors slider; the page passes only sponsors that are visible today. The
// server draws the first sponsors in reading order; the slider takes over after the first paint.
export async function SponsorsSection({
  sponsors,
  locale,
}: {
  sponsors: Sponsor[];
  locale: Locale;
}) {
  if (sponsors.length === 0) return null;
  const t = await getTranslations('Home.sponsors');
  const views: SponsorView[] = sponsors.map((sponsor) => ({
    id: sponsor.id,
    name: pick(sponsor, 'DESCRIPTION', locale),
    image: sponsor.image,
  }));
  const dir = directionOf(locale);
  return (
    <HomeSection id="sponsors" title={t('title')} subtitle={t('subtitle')} tone="sand" centered>
      <SponsorsSliderIsland sponsors={views} dir={dir}>
        <div dir="ltr" data-testid="sponsors-slider" className={`${styles.slider} ${slick.slick}`}>
          <div dir={dir} className={styles.firstView}>
            {views.slice(0, FIRST_VIEW_MAX).map((sponsor) => (
              <div key={sponsor.id} className={styles.cell}>
                <SponsorCard sponsor={sponsor} label={t('label')} newTabLabel={t('newTab')} />
              </div>
            ))}
          </div>
        </div>
      </SponsorsSliderIsland>
    </HomeSection>
  );
}

import { getTranslations } from 'next-intl/server';

import type { Sponsor } from '@/features/sponsors/schemas';
import { pick } from '@/lib/i18n/localized';
import { directionOf, type Locale } from '@/lib/i18n/routing';

import { HomeSection } from './home-section';
import { SponsorsSlider } from './sponsors-slider';

// part 1 §2.3: the sponsors slider; the page passes only sponsors that are visible today.
export async function SponsorsSection({
  sponsors,
  locale,
}: {
  sponsors: Sponsor[];
  locale: Locale;
}) {
  if (sponsors.length === 0) return null;
  const t = await getTranslations('Home.sponsors');
  const views = sponsors.map((sponsor) => ({
    id: sponsor.id,
    name: pick(sponsor, 'DESCRIPTION', locale),
    image: sponsor.image,
  }));
  return (
    <HomeSection id="sponsors" title={t('title')} subtitle={t('subtitle')} tone="sand" centered>
      <SponsorsSlider sponsors={views} dir={directionOf(locale)} />
    </HomeSection>
  );
}

import { getTranslations } from 'next-intl/server';

import { OfficeCard } from '@/features/contact/components/office-card';
import type { Office } from '@/features/contact/schemas';
import type { Locale } from '@/lib/i18n/routing';

import { HomeSection } from './home-section';
import styles from './offices-section.module.css';

type Props = { offices: Office[]; locale: Locale; contactHref: string };

// part 1 §2.3: the offices' contact cards; on home "get directions" leads to Contact Us (id 190).
export async function OfficesSection({ offices, locale, contactHref }: Props) {
  if (offices.length === 0) return null;
  const t = await getTranslations('Home.offices');
  return (
    <HomeSection id="offices" title={t('title')} subtitle={t('subtitle')} centered>
      <div className={styles.grid}>
        {offices.map((office) => (
          <OfficeCard
            key={office.id}
            office={office}
            locale={locale}
            directions="contact"
            contactHref={contactHref}
          />
        ))}
      </div>
    </HomeSection>
  );
}

import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon } from '@/components/ui/icon-shapes';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import type { PublicItem } from '../schemas';

import styles from './item-page.module.css';

type Props = {
  companyId: number;
  company: PublicItem['company_belongs'];
  /** part 2: the button to the company page shows only when the company's status is 20. */
  showLink: boolean;
  locale: Locale;
};

/** The item page's company block: logo, registered name and the way to the company page. */
export async function ItemCompany({ companyId, company, showLink, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Buyers.item' });
  return (
    <section className={styles.company} aria-labelledby="item-company" data-testid="item-company">
      <p className={styles.companyLabel}>{t('company')}</p>
      <div className={styles.companyIdentity}>
        {company.logo && (
          <Image src={company.logo} alt="" width={64} height={64} className={styles.logo} />
        )}
        <h2 id="item-company" className={`h4 ${styles.companyName}`}>
          <BidiText>{company.company_registered_name}</BidiText>
        </h2>
      </div>
      {showLink ? (
        <Link href={`/buyers/${companyId}`} className="button button-primary">
          {t('companyPage')}
          <Icon shape={ArrowForwardIcon} size={20} mirror />
        </Link>
      ) : (
        <p className={styles.pending}>{t('pendingCompany')}</p>
      )}
    </section>
  );
}

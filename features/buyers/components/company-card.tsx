import Image from 'next/image';

import cardKit from '@/components/directory/card.module.css';
import { BidiText } from '@/components/ui/bidi-text';
import { pick } from '@/lib/i18n/localized';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import type { PublicCompanySummary } from '../schemas';

import styles from './company-card.module.css';
import linked from './linked-card.module.css';

type Props = { company: PublicCompanySummary; locale: Locale; viewLabel: string };

/** A directory card: logo, registered name and sectors, linking to /buyers/{id}. */
export function CompanyCard({ company, locale, viewLabel }: Props) {
  return (
    <article className={`${linked.card} ${styles.card}`} data-testid="company-card">
      {company.logo && (
        <Image src={company.logo} alt="" width={72} height={72} className={styles.logo} />
      )}
      <div className={styles.body}>
        <h3 className={`h4 ${styles.name}`}>
          <Link href={`/buyers/${company.id}`} className={linked.link}>
            <BidiText>{company.company_registered_name}</BidiText>
          </Link>
        </h3>
        {company.sectors.length > 0 && (
          <ul className={`${cardKit.chips} ${styles.sectors}`}>
            {company.sectors.map((sector) => (
              <li key={sector.iid}>{pick(sector, 'name', locale)}</li>
            ))}
          </ul>
        )}
        <span className={styles.more} aria-hidden>
          {viewLabel}
        </span>
      </div>
    </article>
  );
}

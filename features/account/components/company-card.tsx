import Image from 'next/image';
import { useTranslations } from 'next-intl';

import { BidiText } from '@/components/ui/bidi-text';
import { Icon } from '@/components/ui/icon';
import { AddIcon, BusinessOutlinedIcon, MoreHorizIcon } from '@/components/ui/icon-shapes';
import { Notice } from '@/components/ui/notice';
import type { CompanyAnswer } from '@/features/companies/answer-schemas';
import { RecordStatus } from '@/features/companies/components/record-status';
import { Link } from '@/lib/i18n/navigation';

import styles from './company-card.module.css';
import { ProfileCard } from './profile-card';

type Props = { company: CompanyAnswer | null; keyTradePlayersHref: string };

// part 3 "Profile": without a company, the way to become a key trade player; with one, its name,
// logo and status, its actions, and the warning while the administrator has not approved it
// (international_buyers_access 0). Plain HTML: the page renders it on the server.
export function CompanyCard({ company, keyTradePlayersHref }: Props) {
  const t = useTranslations('Profile.company');
  return (
    <ProfileCard
      title={t('heading')}
      icon={<Icon shape={BusinessOutlinedIcon} />}
      testId="company-card"
    >
      {company === null ? (
        <>
          <p className={styles.text}>{t('none')}</p>
          <Link href={keyTradePlayersHref} className={`link ${styles.start}`}>
            {t('becomeKeyTradePlayer')}
          </Link>
        </>
      ) : (
        <>
          <div className={styles.identity}>
            {company.logo && (
              // The name is written beside it: the logo adds nothing for a screen reader.
              <Image
                src={company.logo}
                alt=""
                width={64}
                height={64}
                sizes="64px"
                className={styles.logo}
              />
            )}
            <div className={styles.names}>
              <p className={styles.name}>
                <BidiText>{company.company_registered_name}</BidiText>
              </p>
              <RecordStatus code={company.status_belongs.iid} note={company.status_note} />
            </div>
          </div>
          {company.international_buyers_access === 0 && (
            <Notice severity="warning">{t('notApproved')}</Notice>
          )}
          <div className={styles.actions}>
            <Link href="/add-product" className={`button button-primary ${styles.action}`}>
              <Icon shape={AddIcon} size={18} />
              {t('addProduct')}
            </Link>
            <Link href="/add-service" className={`button button-primary ${styles.action}`}>
              <Icon shape={AddIcon} size={18} />
              {t('addService')}
            </Link>
            <Link
              href="/my-company"
              className={`button button-outlined ${styles.action}`}
              aria-label={t('moreLabel')}
            >
              <Icon shape={MoreHorizIcon} size={18} />
              {t('more')}
            </Link>
          </div>
        </>
      )}
    </ProfileCard>
  );
}

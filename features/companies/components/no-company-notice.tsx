import { useTranslations } from 'next-intl';

import { Notice } from '@/components/ui/notice';
import { Link } from '@/lib/i18n/navigation';

import styles from './my-company.module.css';

/** part 3 §8 "You dont have a company!!!", with the way to apply as a key trade player. */
export function NoCompanyNotice({ keyTradePlayersHref }: { keyTradePlayersHref: string }) {
  const t = useTranslations('MyCompany');
  const rules = useTranslations('Companies');
  return (
    <Notice severity="warning" data-testid="no-company">
      <p className={styles.noCompany}>{rules('noCompany')}</p>
      <p className={styles.noCompanyHint}>{t('noCompanyHint')}</p>
      <Link href={keyTradePlayersHref} className="button button-primary">
        {t('becomeKeyTradePlayer')}
      </Link>
    </Notice>
  );
}

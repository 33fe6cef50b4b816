'use client';

import { useTranslations } from 'next-intl';

import { hsCodeOfText } from '@/lib/hs/hs-code';
import { useLocalePath } from '@/lib/i18n/use-locale-path';
import { whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

import styles from '../statistics-filters.module.css';

/** The data centre's way to the markets of the code searched for (issue 38). */
export function WhereToSellLink({ hsCode }: { hsCode: string | undefined }) {
  const t = useTranslations('Statistics.dataCentre');
  const code = hsCode ? hsCodeOfText(hsCode) : null;
  const href = useLocalePath(whereToSellPath(code ?? ''));
  if (!code) return null;
  return (
    <p className={styles.intro}>
      <a className="link" href={href} data-testid="where-to-sell-link">
        {t('whereToSell')}
      </a>
    </p>
  );
}

import { getTranslations } from 'next-intl/server';

import { formatYear } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import type { WhereToSellAnswer } from '../schemas';

import styles from './where-to-sell.module.css';

type Props = { source: NonNullable<WhereToSellAnswer['source']>; year: number; locale: Locale };

/** The source, year and licence line BACI's licence asks for under every figure (issue 38). */
export async function TradeSource({ source, year, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'WhereToSell' });
  return (
    <p className={styles.source} data-testid="trade-source">
      {t.rich('source', {
        source: (chunks) => (
          <a className="link" href={source.url} rel="noopener" lang="en" dir="ltr">
            {chunks}
          </a>
        ),
        licence: (chunks) => (
          <a className="link" href={source.licence_url} rel="noopener license" lang="fr" dir="ltr">
            {chunks}
          </a>
        ),
        name: isolate(source.attribution, locale),
        licenceName: isolate(source.licence, locale),
        release: isolate(source.release, locale, { latin: true }),
        revision: isolate(source.revision, locale, { latin: true }),
        year: formatYear(year, locale),
      })}
    </p>
  );
}

import { getTranslations } from 'next-intl/server';

import { Notice } from '@/components/ui/notice';
import { formatHsCode } from '@/lib/hs/hs-code';
import type { HsSuccessor } from '@/lib/hs/resolve-hs-code';
import { countValues, formatYear } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { shownName } from '../shown-name';

import { HsCode, HsName } from './hs-code-parts';
import styles from './hs-successors.module.css';

// An older HS code's page (issue 45): the code became several 2022 codes, each a link to the same
// tool for it, with the source of the correlation.

type Props = {
  locale: Locale;
  edition: number;
  code: string;
  successors: readonly HsSuccessor[];
  /** The tool's heading over the list (a key of `HsOlderCodes`). */
  tool: 'marketAccess' | 'whereToSell' | 'compareMarkets';
  /** The tool's address for a successor, without locale. */
  hrefOf: (code: string) => string;
};

export async function HsSuccessorsChoice({
  locale,
  edition,
  code,
  successors,
  tool,
  hrefOf,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'HsOlderCodes' });
  const written = formatHsCode(code);
  return (
    <section className={styles.choice} data-testid="hs-successors">
      <Notice severity="info">
        <p className={styles.text}>
          {t.rich('several', {
            code: () => <HsCode code={written} badge={false} />,
            edition: formatYear(edition, locale),
            ...countValues(successors.length, locale),
          })}
        </p>
      </Notice>
      <h2 className={styles.heading}>{t(tool)}</h2>
      <ol
        className={styles.list}
        aria-label={t('listLabel', { code: isolate(written, locale, { latin: true }) })}
      >
        {successors.map((successor) => (
          <li key={successor.code}>
            <a className={styles.link} href={localePath(hrefOf(successor.code), locale)}>
              <HsCode code={formatHsCode(successor.code)} />
              <span>
                <HsName name={shownName(successor, locale)} locale={locale} />
              </span>
            </a>
          </li>
        ))}
      </ol>
      <p className={styles.source}>{t('source')}</p>
    </section>
  );
}

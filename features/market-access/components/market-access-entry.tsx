import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BidiText } from '@/components/ui/bidi-text';
import { Notice } from '@/components/ui/notice';
import { HsCode, HsName } from '@/features/hs-codes/components/hs-code-parts';
import { HS_BROWSE_PATH } from '@/features/hs-codes/hs-paths';
import type { HsCodeResult } from '@/features/hs-codes/schemas';
import { shownName } from '@/features/hs-codes/shown-name';
import { formatHsCode } from '@/lib/hs/hs-code';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { MARKET_ACCESS_PATH, marketAccessPath } from '../constants';
import type { CountryChoice } from '../country-choice';
import { entryHref, type EntryRequest } from '../entry-request';

import { MarketAccessForm } from './market-access-form';
import styles from './market-access.module.css';

type Props = {
  request: EntryRequest;
  /** The code the text names is not in the nomenclature. */
  unknownCode: boolean;
  /** The finder's codes for words typed in the code box; null when none were typed. */
  suggestions: readonly HsCodeResult[] | null;
  countries: readonly CountryChoice[];
  locale: Locale;
};

const COUNTRY_ERROR_ID = 'market-access-country-error';

/** `/market-access`: the form, and what was wrong with what it sent (the page redirects otherwise). */
export async function MarketAccessEntry({
  request,
  unknownCode,
  suggestions,
  countries,
  locale,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  const checked = request.state === 'check' ? request : null;
  const codeProblem = unknownCode ? 'unknown' : checked?.codeProblem;
  const q = checked?.hs ?? '';
  const countryProblem = checked?.countryProblem ?? null;
  const browse = (chunks: ReactNode) => (
    <a className="link" href={localePath(HS_BROWSE_PATH, locale)}>
      {chunks}
    </a>
  );
  return (
    <div className={styles.page}>
      {!checked && (
        <p className={styles.text}>
          {t.rich('entry.example', {
            link: (chunks) => (
              <a className="link" href={localePath(marketAccessPath('1509', 'US'), locale)}>
                {chunks}
              </a>
            ),
            code: isolate('15.09', locale, { latin: true }),
          })}
        </p>
      )}
      {codeProblem && (
        <Notice severity="warning" data-testid="code-problem">
          <p className={styles.text}>
            {t.rich(`entry.code.${codeProblem}`, {
              q: () => <BidiText>{q}</BidiText>,
              code: () => <HsCode code={formatHsCode(checked?.code ?? '')} badge={false} />,
            })}
          </p>
        </Notice>
      )}
      {suggestions && suggestions.length === 0 && (
        <p className={styles.text} data-testid="no-suggestions">
          {t.rich('entry.noSuggestions', { q: () => <BidiText>{q}</BidiText>, browse })}
        </p>
      )}
      {suggestions && suggestions.length > 0 && (
        <ol className={styles.suggestions} data-testid="code-suggestions">
          {suggestions.map((result) => (
            <li key={result.code}>
              <a
                className={styles.suggestion}
                href={localePath(
                  entryHref(MARKET_ACCESS_PATH, result.code, checked?.country ?? ''),
                  locale,
                )}
              >
                <HsCode code={formatHsCode(result.code)} />
                <span>
                  <HsName name={shownName(result, locale)} locale={locale} />
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
      {countryProblem && (
        <Notice severity="warning" data-testid="country-problem">
          <p id={COUNTRY_ERROR_ID} className={styles.text}>
            {t(`entry.country.${countryProblem}`)}
          </p>
        </Notice>
      )}
      <MarketAccessForm
        locale={locale}
        hs={checked?.code ?? q}
        country={countryProblem ? '' : (checked?.country ?? '')}
        countries={countries}
        title={t('form.title')}
        countryErrorId={countryProblem ? COUNTRY_ERROR_ID : undefined}
      />
      <p className={styles.notes}>{t('notes')}</p>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';

import { HS_FINDER_PATH } from '@/features/hs-codes/hs-paths';
import { marketAccessPath } from '@/features/market-access/constants';
import { alpha2OfNumeric } from '@/lib/geo/country-codes';
import { formatHsCode } from '@/lib/hs/hs-code';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { PublicTradeLead } from '../schemas';

import styles from './trade-leads.module.css';

/**
 * Issue 45: a lead leads on to the tools for answering it: the market access of each of its codes
 * in its country (duties and rules of origin there), and the HS finder to check the code.
 */
export async function LeadTools({ lead, locale }: { lead: PublicTradeLead; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ExportTools.lead' });
  const country = alpha2OfNumeric(lead.country_id);
  const partner = country && country !== 'JO' ? country : null;
  const finder =
    lead.hs_codes.length > 0
      ? `${HS_FINDER_PATH}?${new URLSearchParams({ q: lead.hs_codes[0]! }).toString()}`
      : HS_FINDER_PATH;
  return (
    <section aria-labelledby="lead-tools" data-testid="lead-tools">
      <h2 id="lead-tools">{t('title')}</h2>
      <ul className={styles.tools}>
        {partner &&
          lead.hs_codes.map((code) => (
            <li key={code}>
              <a className="link" href={localePath(marketAccessPath(code, partner), locale)}>
                {t('marketAccess', {
                  code: isolate(formatHsCode(code), locale, { latin: true }),
                  country: pick(lead, 'country_name', locale),
                })}
              </a>
            </li>
          ))}
        <li>
          <a className="link" href={localePath(finder, locale)}>
            {t('finder')}
          </a>
        </li>
      </ul>
    </section>
  );
}

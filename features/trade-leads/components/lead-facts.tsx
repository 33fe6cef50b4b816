import { BidiText } from '@/components/ui/bidi-text';
import { formatHsCode } from '@/lib/hs/hs-code';
import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import type { PublicTradeLead } from '../schemas';

import type { LeadLabels } from './lead-labels';
import styles from './trade-leads.module.css';

type Props = { lead: PublicTradeLead; locale: Locale; labels: LeadLabels };

/** The value range in US dollars in the page's digits; null when neither end is known. */
export function leadValue(lead: PublicTradeLead, locale: Locale, labels: LeadLabels) {
  const usd = (value: number) => formatNumber(value, locale);
  const { value_min_usd: min, value_max_usd: max } = lead;
  if (min !== null && max !== null) return labels.valueRange(usd(min), usd(max));
  if (min !== null) return labels.valueFrom(usd(min));
  if (max !== null) return labels.valueUpTo(usd(max));
  return null;
}

/**
 * A lead's facts (issue 39): the buyer (or that it is not named), country, sector, HS codes (in
 * Latin digits, as customs write them), quantity, value range and deadline.
 */
export function LeadFacts({ lead, locale, labels }: Props) {
  const buyer = pick(lead, 'buyer_name', locale);
  const quantity = pick(lead, 'quantity', locale);
  const value = leadValue(lead, locale, labels);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{labels.buyer}</dt>
        <dd>{buyer ? <BidiText>{buyer}</BidiText> : labels.unnamed}</dd>
      </div>
      <div>
        <dt>{labels.country}</dt>
        <dd>{pick(lead, 'country_name', locale)}</dd>
      </div>
      <div>
        <dt>{labels.sector}</dt>
        <dd>{pick(lead, 'industry', locale)}</dd>
      </div>
      {lead.hs_codes.length > 0 && (
        <div>
          <dt>{labels.hsCodes}</dt>
          <dd>
            {lead.hs_codes.map((code, index) => (
              <span key={code}>
                {index > 0 && (locale === 'ar' ? '، ' : ', ')}
                <BidiText latin>{formatHsCode(code)}</BidiText>
              </span>
            ))}
          </dd>
        </div>
      )}
      {quantity && (
        <div>
          <dt>{labels.quantity}</dt>
          <dd>
            <BidiText>{quantity}</BidiText>
          </dd>
        </div>
      )}
      {value && (
        <div>
          <dt>{labels.value}</dt>
          <dd>{value}</dd>
        </div>
      )}
      <div>
        <dt>{labels.deadline}</dt>
        <dd>
          <time dateTime={lead.deadline}>{formatDate(lead.deadline, locale)}</time>
        </dd>
      </div>
    </dl>
  );
}

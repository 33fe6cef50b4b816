import { getTranslations } from 'next-intl/server';

import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { getCachedUkGuidance } from '../server/cached';

import { MarkdownText } from './markdown-text';
import { PortalSummary } from './portal-summary';
import own from './product-rule.module.css';

// The guidance of the UK–Jordan Origin Reference Document (issue 46): the proofs' and articles'
// texts as published in English, each with the portal's Arabic summary on the Arabic page (marked
// as the portal's), behind disclosures so the page stays light; not printed.

/** A text's title: its first heading, else its file name. */
const titleOf = (path: string, text: string) =>
  /^#{1,6}\s+(.+)$/m.exec(text)?.[1]?.trim() ??
  path.replace(/^.*\//, '').replace(/\.md$/, '').replace(/[-_]/g, ' ');

export async function UkGuidance({ agreementId, locale }: { agreementId: number; locale: Locale }) {
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductRules' }),
    getCachedUkGuidance(agreementId),
  ]);
  if (texts.length === 0) return null;
  return (
    <details className={own.guidance} data-testid="uk-guidance">
      <summary>{t('guidance', { count: formatNumber(texts.length, locale) })}</summary>
      {texts.map((text) => (
        <details key={text.path} className={own.text} data-testid="uk-guidance-text">
          <summary>
            <span lang="en" dir="ltr">
              {titleOf(text.path, text.text_en)}
            </span>
          </summary>
          {locale === 'ar' && text.summary_ar && (
            <PortalSummary text={text.summary_ar} mark={t('summaryMark')} />
          )}
          <MarkdownText text={text.text_en} />
        </details>
      ))}
    </details>
  );
}

import { getTranslations } from 'next-intl/server';

import { countValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { getCachedUkGuidance } from '../server/cached';

import { MarkdownText } from './markdown-text';
import { PortalSummary } from './portal-summary';
import own from './product-rule.module.css';

// The guidance of the UK–Jordan Origin Reference Document (issue 46): the proofs' and articles'
// texts as published in English, each with the portal's Arabic summary on the Arabic page (marked
// as the portal's), behind disclosures so the page stays light; not printed.

/** A text's key under `ProductRules.guidanceTitles`: its file name ("eur-med" → "eur_med"). */
export const guidanceKey = (path: string) =>
  path
    .replace(/^.*\//, '')
    .replace(/\.md$/, '')
    .replace(/[^a-z0-9]+/gi, '_');

/** A text the portal has no title for: its first heading, else its file name. */
const titleOf = (path: string, text: string) =>
  /^#{1,6}\s+(.+)$/m.exec(text)?.[1]?.trim() ?? path.replace(/^.*\//, '').replace(/\.md$/, '');

export async function UkGuidance({ agreementId, locale }: { agreementId: number; locale: Locale }) {
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductRules' }),
    getCachedUkGuidance(agreementId),
  ]);
  if (texts.length === 0) return null;
  return (
    <details className={own.guidance} data-testid="uk-guidance">
      <summary>{t('guidance', countValues(texts.length, locale))}</summary>
      {texts.map((text) => {
        // Issue 57: every text titled by the portal in the page's language, its own title else.
        const key = `guidanceTitles.${guidanceKey(text.path)}` as const;
        const titled = t.has(key);
        return (
          <details key={text.path} className={own.text} data-testid="uk-guidance-text">
            <summary>
              {titled ? (
                t(key)
              ) : (
                <span lang="en" dir="ltr">
                  {titleOf(text.path, text.text_en)}
                </span>
              )}
            </summary>
            {locale === 'ar' && text.summary_ar && (
              <PortalSummary text={text.summary_ar} mark={t('summaryMark')} />
            )}
            <MarkdownText text={text.text_en} />
          </details>
        );
      })}
    </details>
  );
}

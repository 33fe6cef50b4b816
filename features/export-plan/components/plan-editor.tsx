'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import type { Locale } from '@/lib/i18n/routing';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import type { ExportPlan, PlanSectionAnswer } from '../schemas';

import styles from './export-plan.module.css';
import { PlanSectionCard } from './plan-section-card';
import { SendPlan } from './send-plan';

// The plan's PDF in each language (the import of the locales' list would bring routing's code here).
const PDF_LINK = { en: 'downloadEn', ar: 'downloadAr' } as const satisfies Record<Locale, string>;
const PDF_LOCALES = Object.keys(PDF_LINK) as Locale[];

/**
 * The member's plan (issue 59): the overall progress, the PDF in either language, sending it to
 * the agency, and each section with its form; a saved section updates the progress at once.
 */
export function PlanEditor({ initial }: { initial: ExportPlan }) {
  const t = useTranslations('ExportPlan');
  const number = useNumberFormat();
  const [sections, setSections] = useState(initial.sections);
  const complete = sections.filter((section) => section.complete).length;
  const onSaved = (next: PlanSectionAnswer) =>
    setSections((all) => all.map((s) => (s.section === next.section ? next : s)));
  return (
    <>
      <div className={styles.summary}>
        <p className={styles.progressLine} data-testid="plan-progress">
          {t('progress', { complete: number(complete), total: number(sections.length) })}
        </p>
        <progress className={styles.progress} max={sections.length} value={complete} aria-hidden />
        <p className={styles.downloads}>
          <span>{t('download')}:</span>
          {PDF_LOCALES.map((locale) => (
            // hrefLang: the file's language; the link's own text is in the page's.
            <a
              key={locale}
              className="button button-outlined"
              href={`/api/export-plans/${initial.id}/pdf?locale=${locale}`}
              download
              data-testid={`pdf-${locale}`}
              hrefLang={locale}
            >
              {t(PDF_LINK[locale])}
            </a>
          ))}
        </p>
        <nav aria-label={t('title')} className={styles.toc}>
          <ol>
            {sections.map((section) => (
              <li key={section.section} data-complete={section.complete}>
                <a href={`#plan-${section.section}-title`}>
                  {t(`sections.${section.section}.title` as never)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      {sections.map((section) => (
        <PlanSectionCard
          key={section.section}
          planId={initial.id}
          answer={section}
          onSaved={onSaved}
        />
      ))}
      <SendPlan planId={initial.id} sentAt={initial.sent_at} enquiryId={initial.enquiry_id} />
    </>
  );
}

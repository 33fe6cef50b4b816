'use client';

import { useTranslations } from 'next-intl';

import { Notice } from '@/components/ui/notice';

import { SECTION_FIELDS } from '../constants';
import type { PlanSectionAnswer } from '../schemas';

import styles from './export-plan.module.css';

type Props = { section: PlanSectionAnswer; onUseServer: () => void; onKeepMine: () => void };

/**
 * A save refused because the section changed elsewhere (409, issue 59): the member's text stays in
 * the form; the saved copy is shown, to take instead or to save over.
 */
export function StaleSectionNotice({ section, onUseServer, onKeepMine }: Props) {
  const t = useTranslations('ExportPlan');
  const filled = SECTION_FIELDS[section.section].filter((f) => section.fields[f.name]);
  return (
    <Notice severity="warning" role="alert" data-testid="stale-version">
      <p className={styles.noticeLine}>{t('stale')}</p>
      <p className={styles.noticeLine}>
        <strong>{t('savedVersion')}</strong>
      </p>
      <dl className={styles.serverCopy}>
        {filled.map((field) => (
          <div key={field.name}>
            <dt>{t(`sections.${section.section}.fields.${field.name}` as never)}</dt>
            <dd>
              <bdi>{section.fields[field.name]}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.formActions}>
        <button type="button" className="button button-outlined" onClick={onUseServer}>
          {t('useServer')}
        </button>
        <button type="button" className="button button-outlined" onClick={onKeepMine}>
          {t('keepMine')}
        </button>
      </div>
    </Notice>
  );
}

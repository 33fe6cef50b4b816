'use client';

import { useTranslations } from 'next-intl';

import { formatHsCode } from '@/lib/hs/hs-code';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import type { HsTopicAnswer } from '../schemas';

import styles from './publications-catalogue.module.css';

type Props = {
  /** The code asked for (the address's digits). */
  asked: string;
  /** The answer's code: its names, null when the nomenclature lacks it. */
  topic: HsTopicAnswer | null | undefined;
  locale: Locale;
};

/**
 * The HS code the catalogue is filtered by (issue 37), with what the filter means: publications
 * carry no code, so these are the ones that speak of what it names.
 */
export function HsTopicLine({ asked, topic, locale }: Props) {
  const t = useTranslations('Publications');
  if (topic === undefined) return null;
  const code = isolate(formatHsCode(topic?.code ?? asked), locale, { latin: true });
  if (topic === null) {
    return (
      <p className={styles.topic} data-testid="publications-hs-topic">
        {t('hsUnknown', { code })}
      </p>
    );
  }
  const name = locale === 'ar' && topic.name_ar ? topic.name_ar : topic.name_en;
  return (
    <div className={styles.topic} data-testid="publications-hs-topic">
      <p>{t('hsTopic', { code, name })}</p>
      <p className={styles.topicNote}>{t('hsTopicNote')}</p>
    </div>
  );
}

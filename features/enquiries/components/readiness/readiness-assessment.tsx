'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { QueryIsland } from '@/components/providers/query-island';
import { Notice } from '@/components/ui/notice';
import { useReadinessQuestions } from '@/features/lookups/api/use-readiness-questions';

import type { ReadinessResult as Result } from '../../score-readiness';

import { readinessResultView } from './lazy-readiness-result';
import styles from './readiness-assessment.module.css';
import { ReadinessForm } from './readiness-form';

type Props = { resultDescription?: ReactNode };

// part 2 "Initial export readiness assessment": the survey, replaced by the result view on success
// until the visitor takes the assessment again. It is an island of its own: React Query loads with it.
export function ReadinessAssessment(props: Props) {
  return (
    <QueryIsland>
      <Assessment {...props} />
    </QueryIsland>
  );
}

function Assessment({ resultDescription }: Props) {
  const t = useTranslations('Readiness.survey');
  const locale = useLocale();
  const { data: questions, isPending, isError } = useReadinessQuestions();
  const [result, setResult] = useState<Result | null>(null);

  if (result) {
    return (
      <readinessResultView.Component
        result={result}
        description={resultDescription}
        onRestart={() => setResult(null)}
      />
    );
  }
  if (isPending) {
    return (
      <div role="status" aria-busy className={styles.loading}>
        <span role="progressbar" aria-hidden className={`spinner ${styles.spinner}`} />
        {t('loading')}
      </div>
    );
  }
  if (isError) return <Notice severity="error">{t('loadFailed')}</Notice>;
  if (questions.length === 0) return <Notice severity="info">{t('empty')}</Notice>;
  return <ReadinessForm questions={questions} locale={locale} onResult={setResult} />;
}

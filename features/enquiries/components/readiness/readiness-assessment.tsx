'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { QueryIsland } from '@/components/providers/query-island';
import { useReadinessQuestions } from '@/features/lookups/api/use-readiness-questions';

import type { ReadinessResult as Result } from '../../score-readiness';

import { readinessResultView } from './lazy-readiness-result';
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
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
        <CircularProgress size={24} aria-hidden />
        {t('loading')}
      </Box>
    );
  }
  if (isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  if (questions.length === 0) return <Alert severity="info">{t('empty')}</Alert>;
  return <ReadinessForm questions={questions} locale={locale} onResult={setResult} />;
}

'use client';

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import type { AnswerMap } from '../../readiness-answers';
import { SURVEY_SCALE } from '../../readiness-constants';

/** One question as the survey shows it (texts already in the page's language). */
export type SurveyQuestion = { id: number; question: string; section: string };
/** The points chosen for each question, by question id. */
export type SurveyAnswers = AnswerMap;

type Props = {
  questions: readonly SurveyQuestion[];
  answers: SurveyAnswers;
  onChange: (answers: SurveyAnswers) => void;
  /** Becoming true clears the answers and returns to step 1 (part 1 §4). */
  submitted: boolean;
  /** Shown in place of Next on the last step (the form's submit button). */
  lastStepActions?: ReactNode;
};

// part 1 §4 "Survey": one question per step from step 1; Next disabled until the question has
// points, Previous hidden on step 1, Next hidden on the last step; every change is reported.
export function Survey({ questions, answers, onChange, submitted, lastStepActions }: Props) {
  const t = useTranslations('Readiness.survey');
  const rtl = useLocale() === 'ar';
  const numbers = new Intl.NumberFormat(rtl ? 'ar-JO' : 'en-US');
  const id = useId();
  const legendRef = useRef<HTMLLegendElement>(null);
  const moved = useRef(false);
  const [step, setStep] = useState(1);
  const [seenSubmitted, setSeenSubmitted] = useState(submitted);
  if (submitted !== seenSubmitted) {
    setSeenSubmitted(submitted);
    if (submitted) setStep(1);
  }

  useEffect(() => {
    if (submitted) onChange({});
    // Only the change of the flag clears; a new onChange identity must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted]);

  // A step change moves the focus to the new question, so screen readers announce it.
  useEffect(() => {
    if (moved.current) legendRef.current?.focus();
  }, [step]);

  const total = questions.length;
  const current = Math.min(step, total);
  const question = questions[current - 1];
  if (!question) return null;
  const value = answers[String(question.id)];
  const isLast = current === total;
  const go = (to: number) => {
    moved.current = true;
    setStep(to);
  };

  return (
    <Box data-testid="readiness-survey">
      <Typography id={`${id}-progress`} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('progress', { current: numbers.format(current), total: numbers.format(total) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(current / total) * 100}
        aria-labelledby={`${id}-progress`}
        sx={{ height: 8, borderRadius: 4, mb: 3 }}
      />
      {question.section && (
        <Typography variant="overline" color="secondary.dark" sx={{ display: 'block' }}>
          {question.section}
        </Typography>
      )}
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel
          component="legend"
          id={`${id}-question`}
          ref={legendRef}
          tabIndex={-1}
          sx={{
            color: 'primary.dark',
            '&.Mui-focused': { color: 'primary.dark' },
            fontSize: '1.15rem',
            fontWeight: 600,
            mb: 2,
            outline: 0,
          }}
        >
          {question.question}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-question`}
          name={`question-${question.id}`}
          value={value === undefined ? '' : String(value)}
          onChange={(event) =>
            onChange({ ...answers, [String(question.id)]: Number(event.target.value) })
          }
          sx={{ flexDirection: { xs: 'column', md: 'row' }, gap: { md: 1 } }}
        >
          {SURVEY_SCALE.map((points) => (
            <FormControlLabel
              key={points}
              value={String(points)}
              control={<Radio />}
              label={t(`scale.${points}`)}
              sx={{
                m: 0,
                paddingInlineEnd: 2,
                border: 1,
                borderColor: value === points ? 'primary.main' : 'divider',
                borderRadius: 2,
                flex: { md: 1 },
              }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 2, mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        {current > 1 && (
          <Button
            variant="outlined"
            onClick={() => go(current - 1)}
            startIcon={rtl ? <ArrowForwardIcon /> : <ArrowBackIcon />}
          >
            {t('previous')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {isLast ? (
          lastStepActions
        ) : (
          <Button
            variant="contained"
            disabled={value === undefined}
            onClick={() => go(current + 1)}
            endIcon={rtl ? <ArrowBackIcon /> : <ArrowForwardIcon />}
          >
            {t('next')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { HoneypotField } from '@/components/forms/honeypot-field';
import { useLabelOf } from '@/components/forms/use-label-of';
import { AccountEmail } from '@/features/enquiries/components/fields/account-email';
import { EnquirySubmitButton } from '@/features/enquiries/components/fields/enquiry-submit-button';
import { useEnquirySubmission } from '@/features/enquiries/components/use-enquiry-submission';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { ENQUIRY_CAPTCHA_ACTIONS, ENQUIRY_TYPES } from '@/features/enquiries/enquiry-limits';
import type { ReadinessQuestion } from '@/features/lookups/schemas';
import { isLocale } from '@/lib/i18n/routing';

import {
  isComplete,
  toAnswerRows,
  toSurveyQuestions,
  type AnswerMap,
} from '../../readiness-answers';
import { scoreReadiness, type ReadinessResult } from '../../score-readiness';

import { readinessResultView } from './lazy-readiness-result';
import styles from './readiness-form.module.css';
import { Survey } from './survey';

// The answers are the whole form, so they are what the draft keeps while a visitor logs in.
type ReadinessFormValues = { answers: AnswerMap };

type Props = {
  questions: readonly ReadinessQuestion[];
  locale: string;
  onResult: (result: ReadinessResult) => void;
};

// part 1 §4 and part 2 §4, §5: the survey sent through the shared enquiry flow as type 3 with its
// answers; every question is required. No terms box: the readiness submitData has no agreements.
export function ReadinessForm({ questions, locale, onResult }: Props) {
  const t = useTranslations('EnquiryForm');
  const labelOf = useLabelOf();
  const form = useForm<ReadinessFormValues>({ defaultValues: { answers: {} } });
  const answers = useWatch({ control: form.control, name: 'answers' }) ?? {};
  const [submitted, setSubmitted] = useState(false);

  const { submit, submitting, honeypotRef, preload } = useEnquirySubmission({
    form,
    draftKey: DRAFT_KEYS.readiness,
    labelOf,
    toRequest: (values) => ({
      submitData: { enq_type: ENQUIRY_TYPES.readiness },
      answers: toAnswerRows(questions, values.answers),
    }),
    missing: () =>
      isComplete(questions, form.getValues('answers') ?? {}) ? [] : [t('completeQuestionnaire')],
    captchaAction: ENQUIRY_CAPTCHA_ACTIONS[ENQUIRY_TYPES.readiness],
    onSuccess: (_id, values) => {
      setSubmitted(true);
      onResult(scoreReadiness(toAnswerRows(questions, values.answers)));
    },
  });

  return (
    <form
      method="post"
      onSubmit={submit}
      onFocus={preload}
      noValidate
      data-testid="readiness-form"
      className={styles.form}
    >
      <HoneypotField inputRef={honeypotRef} />
      <div className={styles.stack}>
        <Survey
          questions={toSurveyQuestions(questions, isLocale(locale) ? locale : 'en')}
          answers={answers}
          onChange={(next) => {
            // The first answer shows intent: the request's and the result view's code are fetched
            // while the visitor goes on.
            preload();
            void readinessResultView.preload();
            form.setValue('answers', next, { shouldDirty: true });
            if (Object.keys(next).length > 0) setSubmitted(false);
          }}
          submitted={submitted}
          lastStepActions={<EnquirySubmitButton submitting={submitting} />}
        />
        <AccountEmail />
      </div>
    </form>
  );
}

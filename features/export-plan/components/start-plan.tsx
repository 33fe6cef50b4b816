'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { Notice } from '@/components/ui/notice';

import { requestCreatePlan } from '../api/plan-calls';

/** "Start my export plan" (issue 59): the plan is made, filled from the portal, and the page shown again. */
export function StartPlan() {
  const t = useTranslations('ExportPlan');
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  async function start() {
    setState('busy');
    const answer = await requestCreatePlan(locale);
    if (answer.ok) {
      window.location.reload();
      return;
    }
    setMessage(answer.message);
    setState('failed');
  }
  return (
    <>
      {state === 'failed' && (
        <Notice severity="error" role="alert">
          {message || t('failed')}
        </Notice>
      )}
      <button
        type="button"
        className="button button-primary"
        onClick={start}
        disabled={state === 'busy'}
        data-testid="plan-start"
      >
        {state === 'busy' ? t('starting') : t('start')}
      </button>
    </>
  );
}

'use client';

import type { answerMessage, statusOf } from '@/lib/http/error-text';

import type { sendEnquiry } from './send-enquiry';

type Sending = {
  sendEnquiry: typeof sendEnquiry;
  answerMessage: typeof answerMessage;
  statusOf: typeof statusOf;
};

let loading: Promise<Sending> | null = null;

/**
 * What a submission needs beyond the form (axios and the readers of its errors), fetched once:
 * when the visitor starts on a form, else on Send. The form itself loads without it.
 */
export function loadSending(): Promise<Sending> {
  loading ??= Promise.all([import('./send-enquiry'), import('@/lib/http/error-text')]).then(
    ([send, errors]) => ({
      sendEnquiry: send.sendEnquiry,
      answerMessage: errors.answerMessage,
      statusOf: errors.statusOf,
    }),
    (error: unknown) => {
      // The next attempt fetches again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadSending } from '@/features/enquiries/api/load-sending';
import { readinessResultView } from '@/features/enquiries/components/readiness/lazy-readiness-result';
import { ReadinessAssessment } from '@/features/enquiries/components/readiness/readiness-assessment';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { atPage } from '@/tests/setup/navigation';

import { eventually, member, renderEnquiryForm } from '../enquiries/enquiry-test-utils';

import { mockReadinessHttp } from './readiness-fixtures';

atPage('/pages/140-Initial-export-readiness-assessment');

const DESCRIPTION = <p>An adviser will contact you.</p>;

// The result view and the request's code load on demand (fetched as the survey is answered in the
// browser); the test fetches them up front, as tests/setup/preload-dialogs.ts does for the dialogs.
beforeAll(async () => {
  await Promise.all([readinessResultView.preload(), loadSending()]);
}, 30_000);

const button = (name: string) => screen.queryByRole('button', { name });
const pick = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

async function renderSurvey(locale: 'en' | 'ar' = 'en') {
  renderEnquiryForm(<ReadinessAssessment resultDescription={DESCRIPTION} />, locale);
  await screen.findByRole('radiogroup', {}, { timeout: 5000 });
}

/** Answers every question: 4, 5 and 2 points. */
function answerAll(labels = { next: 'Next', points: ['Agree', 'Strongly agree', 'Disagree'] }) {
  for (const [index, name] of labels.points.entries()) {
    pick(name);
    if (index < labels.points.length - 1) fireEvent.click(button(labels.next)!);
  }
}

describe(
  'ReadinessAssessment (part 2 "Initial export readiness assessment", §4, §5)',
  { timeout: 30_000 },
  () => {
    beforeEach(() => localStorage.clear());
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('asks to complete the questionnaire when a question is unanswered', async () => {
      const { post } = mockReadinessHttp({ user: member });
      await renderSurvey();
      await screen.findByTestId('enquiry-account-email');
      pick('Neutral');
      fireEvent.click(button('Next')!);
      pick('Agree');
      fireEvent.click(button('Next')!);
      expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
      fireEvent.click(button('Send')!);

      const dialog = await screen.findByRole('dialog', { name: 'Failed to send' });
      expect(within(dialog).getByText('Please complete the questionnaire')).toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
    });

    it('posts the answers and replaces the survey with the result', async () => {
      const { post } = mockReadinessHttp({ user: member });
      await renderSurvey();
      await screen.findByTestId('enquiry-account-email');
      answerAll();
      fireEvent.click(button('Send')!);

      await eventually(() => expect(post).toHaveBeenCalledTimes(1));
      const [url, body] = post.mock.calls[0]!;
      expect(url).toBe('/all-enquiries');
      expect(body).toMatchObject({
        submitData: { enq_type: 3 },
        answers: [
          {
            enq_question: 21,
            points: 4,
            enq_type: 3,
            section_eng: 'Export strategy',
            section_ara: 'استراتيجية التصدير',
          },
          {
            enq_question: 7,
            points: 5,
            enq_type: 3,
            section_eng: 'Export strategy',
            section_ara: 'استراتيجية التصدير',
          },
          {
            enq_question: 30,
            points: 2,
            enq_type: 3,
            section_eng: 'Finance',
            section_ara: 'التمويل',
          },
        ],
      });

      const result = await screen.findByTestId('readiness-result');
      expect(screen.queryByTestId('readiness-survey')).toBeNull();
      expect(within(result).getByTestId('readiness-total')).toHaveTextContent('11 / 15 points');
      const rows = within(result).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        'Export strategy9 / 104.5',
        'Finance2 / 52',
      ]);
      expect(within(result).getByText('An adviser will contact you.')).toBeInTheDocument();
      expect(localStorage.getItem(DRAFT_KEYS.readiness)).toBeNull();
      expect(await screen.findByRole('dialog', { name: 'Sent successfully' })).toHaveTextContent(
        '314',
      );

      fireEvent.click(button('OK')!);
      await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
      fireEvent.click(within(result).getByRole('button', { name: 'Take the assessment again' }));
      expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Agree' })).not.toBeChecked();
      expect(button('Next')).toBeDisabled();
    });

    it('keeps a visitor’s answers as the draft and opens the login modal', async () => {
      const { post } = mockReadinessHttp({ user: null });
      await renderSurvey();
      await screen.findByTestId('enquiry-login-note');
      answerAll();
      fireEvent.click(button('Send')!);

      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      const saved = JSON.parse(localStorage.getItem(DRAFT_KEYS.readiness) ?? '{}');
      expect(saved.values).toEqual({ answers: { '21': 4, '7': 5, '30': 2 } });
      expect(post).not.toHaveBeenCalled();
    });

    it('restores the saved answers when the survey mounts', async () => {
      mockReadinessHttp({ user: member });
      localStorage.setItem(
        DRAFT_KEYS.readiness,
        JSON.stringify({ savedAt: Date.now(), values: { answers: { '21': 3, '7': 1 } } }),
      );
      await renderSurvey();
      await eventually(() => expect(screen.getByRole('radio', { name: 'Neutral' })).toBeChecked());
      fireEvent.click(button('Next')!);
      expect(screen.getByRole('radio', { name: 'Strongly disagree' })).toBeChecked();
    });

    it('runs and shows the result in Arabic', async () => {
      const { post } = mockReadinessHttp({ user: member });
      await renderSurvey('ar');
      await screen.findByTestId('enquiry-account-email');
      expect(
        screen.getByRole('radiogroup', { name: 'لدى شركتنا خطة تصديرية مكتوبة.' }),
      ).toBeInTheDocument();
      expect(screen.getByText('استراتيجية التصدير')).toBeInTheDocument();
      answerAll({ next: 'التالي', points: ['أوافق', 'أوافق بشدة', 'لا أوافق'] });
      fireEvent.click(button('إرسال')!);

      await eventually(() => expect(post).toHaveBeenCalledTimes(1));
      const result = await screen.findByTestId('readiness-result');
      expect(within(result).getByTestId('readiness-total')).toHaveTextContent('١١ / ١٥ نقطة');
      expect(within(result).getByRole('rowheader', { name: 'التمويل' })).toBeInTheDocument();
      expect(within(result).getByRole('button', { name: 'إعادة التقييم' })).toBeInTheDocument();
    });
  },
);

import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import {
  Survey,
  type SurveyAnswers,
  type SurveyQuestion,
} from '@/features/enquiries/components/readiness/survey';
import { renderWithProviders } from '@/tests/setup/render';

const QUESTIONS: SurveyQuestion[] = [
  { id: 11, question: 'We have an export plan.', section: 'Strategy' },
  { id: 12, question: 'Management supports exporting.', section: 'Strategy' },
  { id: 13, question: 'We can finance export orders.', section: 'Finance' },
];

function Harness({
  submitted = false,
  report,
  initial = {},
}: {
  submitted?: boolean;
  report: (answers: SurveyAnswers) => void;
  initial?: SurveyAnswers;
}) {
  const [answers, setAnswers] = useState<SurveyAnswers>(initial);
  return (
    <Survey
      questions={QUESTIONS}
      answers={answers}
      submitted={submitted}
      onChange={(next) => {
        setAnswers(next);
        report(next);
      }}
      lastStepActions={<button type="button">Send</button>}
    />
  );
}

const next = () => screen.queryByRole('button', { name: 'Next' });
const previous = () => screen.queryByRole('button', { name: 'Previous' });
const group = () => screen.getByRole('radiogroup');

describe('Survey (part 1 §4 "Survey", §9 scale)', () => {
  it('starts at step 1 with the question as the radio group label and the five-point scale', () => {
    renderWithProviders(<Harness report={vi.fn()} />);
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'We have an export plan.' })).toBeInTheDocument();
    const labels = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree']);
    expect(previous()).toBeNull();
    expect(next()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('enables Next once answered, reports every change and walks forward and back', () => {
    const report = vi.fn();
    renderWithProviders(<Harness report={report} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Agree' }));
    expect(report).toHaveBeenLastCalledWith({ '11': 4 });
    expect(next()).toBeEnabled();
    fireEvent.click(next()!);
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(group()).toHaveAccessibleName('Management supports exporting.');
    expect(previous()).toBeInTheDocument();
    expect(next()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Strongly agree' }));
    expect(report).toHaveBeenLastCalledWith({ '11': 4, '12': 5 });
    fireEvent.click(previous()!);
    expect(screen.getByRole('radio', { name: 'Agree' })).toBeChecked();
    fireEvent.click(next()!);
    fireEvent.click(next()!);
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(next()).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('clears the answers and returns to step 1 when the submitted flag becomes true', () => {
    const report = vi.fn();
    const view = renderWithProviders(
      <Harness report={report} initial={{ '11': 2, '12': 3, '13': 1 }} />,
    );
    fireEvent.click(next()!);
    fireEvent.click(next()!);
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    view.rerender(<Harness report={report} initial={{}} submitted />);
    expect(report).toHaveBeenLastCalledWith({});
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Neutral' })).not.toBeChecked();
    expect(next()).toBeDisabled();
  });

  it('speaks Arabic and mirrors its arrows', () => {
    renderWithProviders(<Harness report={vi.fn()} />, { locale: 'ar' });
    expect(screen.getByText('السؤال ١ من ٣')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'أوافق بشدة' })).toBeInTheDocument();
    const nextButton = screen.getByRole('button', { name: 'التالي' });
    expect(nextButton).toBeDisabled();
    expect(nextButton.querySelector('svg.mirror-rtl')).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import {
  isComplete,
  toAnswerRows,
  toSurveyQuestions,
} from '@/features/enquiries/readiness-answers';
import type { ReadinessQuestion } from '@/features/lookups/schemas';

const question = (id: number, sort_order: number, section: string): ReadinessQuestion => ({
  id,
  question_eng: `Question ${id}`,
  question_ara: id === 3 ? '' : `السؤال ${id}`,
  section_eng: section,
  section_ara: `محور ${section}`,
  sort_order,
});

const QUESTIONS = [question(3, 2, 'B'), question(1, 1, 'A'), question(2, 1, 'A')];

describe('readiness answers (part 2 §3 and §5)', () => {
  it('is complete only when every question has 1 to 5 points', () => {
    expect(isComplete(QUESTIONS, { '1': 5, '2': 1, '3': 3 })).toBe(true);
    expect(isComplete(QUESTIONS, { '1': 5, '2': 1 })).toBe(false);
    expect(isComplete(QUESTIONS, { '1': 5, '2': 1, '3': 6 })).toBe(false);
    expect(isComplete([], {})).toBe(false);
  });

  it("builds the answers in the questionnaire's order with their sections", () => {
    expect(toAnswerRows(QUESTIONS, { '3': 2, '1': 4, '2': 5, '99': 1 })).toEqual([
      { enq_question: 1, points: 4, enq_type: 3, section_eng: 'A', section_ara: 'محور A' },
      { enq_question: 2, points: 5, enq_type: 3, section_eng: 'A', section_ara: 'محور A' },
      { enq_question: 3, points: 2, enq_type: 3, section_eng: 'B', section_ara: 'محور B' },
    ]);
  });

  it('shows the questions in the page language, English when the Arabic is empty', () => {
    expect(toSurveyQuestions(QUESTIONS, 'ar')).toEqual([
      { id: 1, question: 'السؤال 1', section: 'محور A' },
      { id: 2, question: 'السؤال 2', section: 'محور A' },
      { id: 3, question: 'Question 3', section: 'محور B' },
    ]);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FaqItem } from '@/features/faq/components/faq-item';
import type { Faq } from '@/features/faq/schemas';
import { renderWithProviders } from '@/tests/setup/render';

const faq: Faq = {
  id: 7,
  category: 1,
  tab: 3,
  status: 1,
  add_to_home: 0,
  question_eng: 'Do I need a certificate of origin?',
  question_ara: 'هل أحتاج إلى شهادة منشأ؟',
  answer_eng: '<p>Most buyers ask for one.</p>',
  answer_ara: '<p>يطلبها معظم المشترين.</p>',
  file_eng: '/files/faq/certificate-of-origin-en.pdf',
  file_ara: '/files/faq/certificate-of-origin-ar.pdf',
  sort: 1,
};

const setup = (locale: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <FaqItem faq={faq} locale={locale} idPrefix="faq-all" attachmentLabel="Download (PDF)" />,
    { locale },
  );

describe('FaqItem (part 1 §3 "FAQ item")', () => {
  it('shows the question as a closed button that controls its answer', () => {
    setup();
    const question = within(screen.getByTestId('faq-item')).getByRole('button');
    expect(question).toHaveTextContent('Do I need a certificate of origin?');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(question).toHaveAttribute('aria-controls', 'faq-all-7-answer');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(question);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens the sanitised answer and its file, and closes again', () => {
    setup();
    const question = screen.getByRole('button');
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Do I need a certificate of origin?' });
    expect(answer).toHaveTextContent('Most buyers ask for one.');
    expect(within(answer).getByRole('link', { name: 'Download (PDF)' })).toHaveAttribute(
      'href',
      '/files/faq/certificate-of-origin-en.pdf',
    );
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('uses the Arabic question, answer and file in Arabic', () => {
    setup('ar');
    fireEvent.click(screen.getByRole('button', { name: 'هل أحتاج إلى شهادة منشأ؟' }));
    expect(screen.getByTestId('faq-file')).toHaveAttribute(
      'href',
      '/files/faq/certificate-of-origin-ar.pdf',
    );
  });
});

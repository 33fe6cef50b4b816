import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { NewsGrid } from '@/features/news/components/news-grid';
import type { NewsItem } from '@/features/news/schemas';
import { renderWithProviders } from '@/tests/setup/render';

const item = (id: number, image = `/images/news/news-${id}.svg`): NewsItem => ({
  id,
  DESCRIPTION_ENG: `Exporters meet buyers ${id}`,
  DESCRIPTION_ARA: `المصدّرون يلتقون المشترين ${id}`,
  TARIFF_ENG: `<p>${'Jordanian exporters met international buyers. '.repeat(4)}</p>`,
  TARIFF_ARA: '<p>التقى المصدّرون الأردنيون بالمشترين الدوليين.</p>',
  image,
  news_date: '2026-10-20',
  status: 1,
  meta_description_en: '',
  meta_description_ar: '',
  created_at: '2026-10-20',
  updated_at: '2026-10-20',
  version: 1,
});

describe('NewsGrid and NewsCard (part 1 §2.4), plain HTML', () => {
  it('shows each card with its image, date, title, excerpt and read more', () => {
    renderWithProviders(
      <NewsGrid items={[item(11), item(2, '')]} locale="en" readMoreLabel="Read More" />,
    );
    const cards = screen.getAllByTestId('news-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Exporters meet buyers 11');
    expect(cards[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-10-20');
    expect(first.getByText(/^Jordanian exporters met/)).toHaveTextContent(/\.\.\.$/);
    expect(
      first.getByRole('link', { name: 'Read More: Exporters meet buyers 11' }),
    ).toHaveAttribute('href', '/news/11-Exporters-meet-buyers-11');
    // An item without an image shows the default artwork.
    expect(cards[1]!.querySelector('img')?.getAttribute('src')).toContain('exporters.svg');
  });

  it('uses h3 under a section heading and Arabic texts in Arabic', () => {
    renderWithProviders(
      <NewsGrid items={[item(5)]} locale="ar" readMoreLabel="اقرأ المزيد" headingLevel="h3" />,
      { locale: 'ar' },
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'المصدّرون يلتقون المشترين 5',
    );
    // The link names the article (the locale prefix is the locale-aware Link's, mocked here).
    expect(screen.getByRole('link', { name: /^اقرأ المزيد/ })).toHaveAccessibleName(
      'اقرأ المزيد: المصدّرون يلتقون المشترين 5',
    );
  });
});
